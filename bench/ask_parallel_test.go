package bench

import (
	"net/http"
	"sync/atomic"
	"testing"
)

// BenchmarkAskParallel is the load generator's hot path in process, for profiling: FAST asks
// over GraphQL over HTTP on the demo workspace as `queueproof serve` loads it, from 16 callers
// per GOMAXPROCS at once (the load generator's 16- to 64-client steps on 2 cores). Where the
// time goes under concurrency:
//
//	go test -run '^$' -bench AskParallel -benchtime 400x -cpuprofile cpu.out ./bench/ && go tool pprof -top bench.test cpu.out
func BenchmarkAskParallel(b *testing.B) {
	c := newAskCorpus(b, 1) // the smallest demo scale: the demo workspace itself
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}}
	var n atomic.Int64
	b.SetParallelism(16)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			q := askQuestions[int(n.Add(1))%len(askQuestions)]
			if r, err := c.ask(client, q, "FAST"); err != nil || r.Status == "" {
				b.Errorf("ask %q = %+v, %v", q, r, err)
				return
			}
		}
	})
}
