package main

import (
	"context"
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// opStats are one op's results in one phase.
type opStats struct {
	Name      string
	Latencies []time.Duration
	Errors    int
	Samples   []string // the first few error messages
}

func (s *opStats) quantile(q float64) time.Duration {
	if len(s.Latencies) == 0 {
		return 0
	}
	i := int(q*float64(len(s.Latencies))+0.5) - 1
	return s.Latencies[min(max(i, 0), len(s.Latencies)-1)]
}

// phase is one bounded burst of traffic: Clients workers send ops until MaxRequests are sent or
// MaxDuration has passed, whichever comes first.
type phase struct {
	Clients     int
	MaxRequests int
	MaxDuration time.Duration
	Ops         []op
}

// phaseResult is what a phase measured.
type phaseResult struct {
	Elapsed time.Duration
	Ops     []*opStats // in the order of phase.Ops
}

// run drives the phase against c. Each request picks its op by a weighted round-robin over a
// shared counter, so every concurrency level sees the same mix in the same order.
func (p phase) run(ctx context.Context, c *client) phaseResult {
	var schedule []int
	for i, o := range p.Ops {
		for range o.Weight {
			schedule = append(schedule, i)
		}
	}
	stats := make([]*opStats, len(p.Ops))
	for i, o := range p.Ops {
		stats[i] = &opStats{Name: o.Name}
	}
	var mu sync.Mutex
	var next atomic.Int64
	ctx, cancel := context.WithTimeout(ctx, p.MaxDuration)
	defer cancel()
	start := time.Now()
	var wg sync.WaitGroup
	for range p.Clients {
		wg.Go(func() {
			for {
				n := int(next.Add(1)) - 1
				if n >= p.MaxRequests || ctx.Err() != nil {
					return
				}
				k := schedule[n%len(schedule)]
				t0 := time.Now()
				err := p.Ops[k].Do(ctx, c, n/len(schedule))
				d := time.Since(t0)
				if err != nil && ctx.Err() != nil {
					return // cut off by the phase's time bound: not the server's error
				}
				mu.Lock()
				s := stats[k]
				s.Latencies = append(s.Latencies, d)
				if err != nil {
					s.Errors++
					if len(s.Samples) < 3 {
						s.Samples = append(s.Samples, err.Error())
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	for _, s := range stats {
		sort.Slice(s.Latencies, func(i, j int) bool { return s.Latencies[i] < s.Latencies[j] })
	}
	return phaseResult{Elapsed: elapsed, Ops: stats}
}

// sampleMemory reads the server's memory every interval until ctx ends and returns the largest
// RSS seen and the last VmHWM.
func sampleMemory(ctx context.Context, pid int, every time.Duration) <-chan memory {
	out := make(chan memory, 1)
	go func() {
		var peak memory
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			if m, err := readMemory(pid); err == nil {
				peak.HWM = max(peak.HWM, m.HWM)
				peak.RSS = max(peak.RSS, m.RSS)
			}
			select {
			case <-ctx.Done():
				out <- peak
				return
			case <-t.C:
			}
		}
	}()
	return out
}
