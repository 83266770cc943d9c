// The middle value of a few measurement rounds: every benchmark reports medians, since one slow round
// on these noisy machines would move a mean.
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
