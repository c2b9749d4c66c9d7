package main

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// stepResult is one concurrency level: the mixed traffic, the healthz baseline at the same
// concurrency, and the server's memory over the step.
type stepResult struct {
	Clients  int
	Mixed    phaseResult
	Baseline phaseResult
	Memory   memory // peak RSS sampled during the step, VmHWM at its end
}

func (s stepResult) errors() int {
	n := 0
	for _, o := range append(append([]*opStats{}, s.Mixed.Ops...), s.Baseline.Ops...) {
		n += o.Errors
	}
	return n
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }

// writeReport prints the markdown table of every step, then the fast-ask verdict and any
// error samples.
func writeReport(w io.Writer, steps []stepResult, header string, fastAim time.Duration) {
	fmt.Fprintln(w, header)
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| clients | op | requests | req/s | p50 ms | p95 ms | p99 ms | p50 / healthz p50 | errors | server RSS peak MiB | server VmHWM MiB |")
	fmt.Fprintln(w, "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, s := range steps {
		base := s.Baseline.Ops[0]
		rows := append(append([]*opStats{}, s.Mixed.Ops...), base)
		for i, o := range rows {
			elapsed := s.Mixed.Elapsed
			if o == base {
				elapsed = s.Baseline.Elapsed
			}
			ratio := "-"
			if bp := base.quantile(0.5); bp > 0 && o != base {
				ratio = fmt.Sprintf("%.0fx", float64(o.quantile(0.5))/float64(bp))
			}
			mem := ""
			mem2 := ""
			if i == 0 {
				mem = fmt.Sprintf("%.0f", float64(s.Memory.RSS)/1024)
				mem2 = fmt.Sprintf("%.0f", float64(s.Memory.HWM)/1024)
			}
			fmt.Fprintf(w, "| %d | %s | %d | %.0f | %s | %s | %s | %s | %d | %s | %s |\n",
				s.Clients, o.Name, len(o.Latencies), float64(len(o.Latencies))/elapsed.Seconds(),
				ms(o.quantile(0.5)), ms(o.quantile(0.95)), ms(o.quantile(0.99)), ratio, o.Errors, mem, mem2)
		}
	}
	fmt.Fprintln(w)
	var verdict []string
	for _, s := range steps {
		for _, o := range s.Mixed.Ops {
			if o.Name != "ask FAST" {
				continue
			}
			ok := len(o.Latencies) > 0 && o.quantile(0.99) < fastAim
			mark := "holds"
			if !ok {
				mark = "misses"
			}
			verdict = append(verdict, fmt.Sprintf("%d clients: p99 %s ms (%s)", s.Clients, ms(o.quantile(0.99)), mark))
		}
	}
	fmt.Fprintf(w, "Fast ask p99 aim %s ms: %s.\n", ms(fastAim), strings.Join(verdict, "; "))
	total := 0
	for _, s := range steps {
		total += s.errors()
	}
	fmt.Fprintf(w, "Errors over all steps: %d.\n", total)
	for _, s := range steps {
		for _, o := range append(append([]*opStats{}, s.Mixed.Ops...), s.Baseline.Ops...) {
			for _, e := range o.Samples {
				fmt.Fprintf(w, "- %d clients, %s: %s\n", s.Clients, o.Name, e)
			}
		}
	}
}
