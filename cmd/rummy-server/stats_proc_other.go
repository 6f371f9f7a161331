//go:build !unix

package main

// processCPU is not measured here.
func processCPU() float64 { return 0 }

// processRSS is not measured here.
func processRSS() uint64 { return 0 }
