//go:build unix

package main

import "syscall"

// ownCPU is the generator's CPU time so far (user and system), in
// seconds.
func ownCPU() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
