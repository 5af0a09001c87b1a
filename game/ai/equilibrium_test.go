package ai

import (
	"math/big"
	"testing"
)

// matrixGame is a two-player zero-sum game in one simultaneous move: the row
// player gets pay[r][c], the column player loses it.
type matrixGame [][]int64

// solve finds the value and an equilibrium of g exactly, by support
// enumeration: for every pair of equal-size supports it solves the
// indifference equations in rationals and keeps the pair in which neither
// player gains by leaving its support. Fine for the small games it is for.
func (g matrixGame) solve() (value *big.Rat, row, col []*big.Rat) {
	m, n := len(g), len(g[0])
	for rs := 1; rs < 1<<m; rs++ {
		for cs := 1; cs < 1<<n; cs++ {
			R, C := members(rs, m), members(cs, n)
			if len(R) != len(C) {
				continue
			}
			x, v := indifferent(len(R), func(i, j int) int64 { return g[R[j]][C[i]] })
			y, w := indifferent(len(R), func(i, j int) int64 { return g[R[i]][C[j]] })
			if x == nil || y == nil || v.Cmp(w) != 0 || !nonNegative(x) || !nonNegative(y) {
				continue
			}
			row, col = spread(x, R, m), spread(y, C, n)
			if g.bestRow(col).Cmp(v) <= 0 && g.worstCol(row).Cmp(v) >= 0 {
				return v, row, col
			}
		}
	}
	return nil, nil, nil
}

// rowPay is the row player's expected pay with row r against col's mix.
func (g matrixGame) rowPay(r int, col []*big.Rat) *big.Rat {
	s := new(big.Rat)
	for c, q := range col {
		s.Add(s, new(big.Rat).Mul(q, big.NewRat(g[r][c], 1)))
	}
	return s
}

// colPay is the row player's expected pay against column c, row mixing.
func (g matrixGame) colPay(c int, row []*big.Rat) *big.Rat {
	s := new(big.Rat)
	for r, q := range row {
		s.Add(s, new(big.Rat).Mul(q, big.NewRat(g[r][c], 1)))
	}
	return s
}

// bestRow is the most the row player gets against col's mix.
func (g matrixGame) bestRow(col []*big.Rat) *big.Rat {
	best := g.rowPay(0, col)
	for r := 1; r < len(g); r++ {
		if p := g.rowPay(r, col); p.Cmp(best) > 0 {
			best = p
		}
	}
	return best
}

// worstCol is the least the row player gets against the column player's
// best answer to row's mix.
func (g matrixGame) worstCol(row []*big.Rat) *big.Rat {
	worst := g.colPay(0, row)
	for c := 1; c < len(g[0]); c++ {
		if p := g.colPay(c, row); p.Cmp(worst) < 0 {
			worst = p
		}
	}
	return worst
}

func members(set, n int) []int {
	var out []int
	for i := range n {
		if set&(1<<i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

func nonNegative(q []*big.Rat) bool {
	for _, v := range q {
		if v.Sign() < 0 {
			return false
		}
	}
	return true
}

func spread(q []*big.Rat, support []int, n int) []*big.Rat {
	out := make([]*big.Rat, n)
	for i := range out {
		out[i] = new(big.Rat)
	}
	for i, s := range support {
		out[s] = q[i]
	}
	return out
}

// indifferent solves Σ_j a(i,j)·z_j = v for every i < k and Σ z = 1 by
// Gauss-Jordan elimination in rationals; nil when the system is singular.
func indifferent(k int, a func(i, j int) int64) ([]*big.Rat, *big.Rat) {
	n := k + 1 // unknowns z_0..z_{k-1}, v
	rows := make([][]*big.Rat, n)
	for i := range n {
		rows[i] = make([]*big.Rat, n+1)
		for j := range n + 1 {
			rows[i][j] = new(big.Rat)
		}
		for j := range k {
			if i < k {
				rows[i][j].SetInt64(a(i, j))
			} else {
				rows[i][j].SetInt64(1)
			}
		}
		if i < k {
			rows[i][k].SetInt64(-1)
		} else {
			rows[i][n].SetInt64(1)
		}
	}
	for col := range n {
		p := col
		for p < n && rows[p][col].Sign() == 0 {
			p++
		}
		if p == n {
			return nil, nil
		}
		rows[col], rows[p] = rows[p], rows[col]
		for r := range n {
			if r == col || rows[r][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(rows[r][col], rows[col][col])
			for c := col; c <= n; c++ {
				rows[r][c].Sub(rows[r][c], new(big.Rat).Mul(f, rows[col][c]))
			}
		}
	}
	z := make([]*big.Rat, k)
	for i := range k {
		z[i] = new(big.Rat).Quo(rows[i][n], rows[i][i])
	}
	return z, new(big.Rat).Quo(rows[k][n], rows[k][k])
}

// TestSolveMatrixGames checks the solver on games whose answer is known by
// hand: matching pennies, rock-paper-scissors and a saddle point.
func TestSolveMatrixGames(t *testing.T) {
	for _, c := range []struct {
		g     matrixGame
		value string
		row   []string
	}{
		{matrixGame{{1, 0}, {0, 1}}, "1/2", []string{"1/2", "1/2"}},
		{matrixGame{{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}}, "0", []string{"1/3", "1/3", "1/3"}},
		{matrixGame{{3, 5}, {1, 4}}, "3", []string{"1", "0"}},
		{matrixGame{{2, 0}, {0, 1}}, "2/3", []string{"1/3", "2/3"}},
	} {
		v, row, _ := c.g.solve()
		if v == nil || v.RatString() != c.value {
			t.Errorf("%v: value %v, want %s", c.g, v, c.value)
			continue
		}
		for i, q := range row {
			if q.RatString() != c.row[i] {
				t.Errorf("%v: row strategy %v, want %v", c.g, row, c.row)
				break
			}
		}
	}
}
