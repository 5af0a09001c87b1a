package cronberg

import (
	"errors"
	"testing"

	"embers/rules"
)

// wantRefusal checks err is an IllegalMove with a reason and the rule.
func wantRefusal(t *testing.T, err error, rule string) *rules.IllegalMove {
	t.Helper()
	var ill *rules.IllegalMove
	if !errors.As(err, &ill) {
		t.Fatalf("want an IllegalMove under %s, got %v", rule, err)
	}
	if ill.Reason == "" || ill.Rule != rule {
		t.Fatalf("refusal %q under %q, want a reason under %q", ill.Reason, ill.Rule, rule)
	}
	return ill
}
