package trekronor

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"embers/rules"
)

// sample is one position's features and whether the castle was saved.
type sample struct {
	x     [nFeatures]float64
	saved float64
}

// survivalSamples plays games with a mix of playout-policy and random moves
// (a different mix per game) and labels every position: before an action,
// and before a spread marker (where greedy judges its actions).
func survivalSamples(games int, seed uint64) []sample {
	rng := rand.New(rand.NewPCG(seed, 7))
	var out []sample
	var buf []rules.Move
	for g := range games {
		st, _ := Game.New(rules.Setup{Players: 3 + g%3, Seed: seed + uint64(g)})
		s := st.(*State)
		noise := rng.IntN(4) // 0..3 tenths of moves at random
		start := len(out)
		for !s.Result().Over {
			out = append(out, sample{x: s.features()})
			var m rules.Move
			if rng.IntN(10) < noise {
				buf = s.Legal(buf)
				m = buf[rng.IntN(len(buf))]
			} else {
				m = s.RolloutMove(rng, buf)
			}
			s.Play(m)
		}
		if !s.Result().Lost {
			for i := start; i < len(out); i++ {
				out[i].saved = 1
			}
		}
	}
	return out
}

func predict(w [nFeatures]float64, x [nFeatures]float64) float64 {
	z := 0.0
	for i := range w {
		z += w[i] * x[i]
	}
	return 1 / (1 + math.Exp(-z))
}

func logLoss(w [nFeatures]float64, data []sample) float64 {
	l := 0.0
	for _, d := range data {
		p := math.Min(math.Max(predict(w, d.x), 1e-9), 1-1e-9)
		l -= d.saved*math.Log(p) + (1-d.saved)*math.Log(1-p)
	}
	return l / float64(len(data))
}

// fit finds logistic weights by gradient descent with momentum.
func fit(data []sample, steps int) [nFeatures]float64 {
	var w, v [nFeatures]float64
	for range steps {
		var g [nFeatures]float64
		for _, d := range data {
			e := predict(w, d.x) - d.saved
			for i := range g {
				g[i] += e * d.x[i]
			}
		}
		for i := range w {
			v[i] = 0.9*v[i] - 2*g[i]/float64(len(data))
			w[i] += v[i]
		}
	}
	return w
}

// TestFitSurvival refits the survival model when EMBERS_FIT=1 and prints the
// weights; always, it checks that the shipped weights predict held-out games
// better than a constant guess.
func TestFitSurvival(t *testing.T) {
	test := survivalSamples(600, 900000)
	base := 0.0
	for _, d := range test {
		base += d.saved
	}
	base /= float64(len(test))
	var constW [nFeatures]float64
	constW[0] = math.Log(base / (1 - base))
	if os.Getenv("EMBERS_FIT") == "1" {
		train := survivalSamples(6000, 1)
		w := fit(train, 3000)
		var b strings.Builder
		for _, x := range w {
			fmt.Fprintf(&b, "%.3f, ", x)
		}
		t.Logf("fitted weights: {%s}", strings.TrimSuffix(b.String(), ", "))
		t.Logf("held-out log loss: fitted %.4f, constant %.4f", logLoss(w, test), logLoss(constW, test))
	}
	shipped, constant := logLoss(survivalWeights, test), logLoss(constW, test)
	t.Logf("held-out log loss: shipped %.4f, constant %.4f (saved in %.1f%% of positions)", shipped, constant, 100*base)
	if shipped > 0.8*constant {
		t.Errorf("the survival model predicts no better than a constant: log loss %.4f vs %.4f", shipped, constant)
	}
}
