package trekronor

import "embers/rules"

// reward is what a finished game is worth to each seat, and what the AI,
// the hints and sim weigh: a win shared by k seats is 1/k of a win alone,
// surviving without a win 0.15 to 0.19, a burnt castle 0
// (rules.SemiCoopSplit; the reasons and the measurements are in
// docs/rules/trekronor.md, "What a result is worth").
var reward = rules.SemiCoopSplit
