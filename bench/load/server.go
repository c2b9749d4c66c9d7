package main

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// server is one `queueproof serve` child process on a loopback port with its own database file.
type server struct {
	cmd     *exec.Cmd
	base    string
	logPath string
	done    chan struct{} // closed when the process has exited
}

// buildBinary compiles ./cmd/queueproof into dir and returns the binary's path.
func buildBinary(ctx context.Context, dir string) (string, error) {
	bin := filepath.Join(dir, "queueproof")
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", bin, "./cmd/queueproof")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build ./cmd/queueproof (run from the repository root): %w", err)
	}
	return bin, nil
}

// freeAddr returns a loopback address with a port that was free a moment ago.
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", fmt.Errorf("find a free port: %w", err)
	}
	defer ln.Close()
	return ln.Addr().String(), nil
}

// startServer runs `bin serve` the way `make run` does (local actor on, a fresh encryption key,
// the demo workspace loaded on first start) on a new database file in dir, and waits for /readyz.
func startServer(ctx context.Context, bin, dir string) (*server, error) {
	addr, err := freeAddr()
	if err != nil {
		return nil, err
	}
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, fmt.Errorf("secret key: %w", err)
	}
	logPath := filepath.Join(dir, "serve.log")
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, fmt.Errorf("server log: %w", err)
	}
	defer logf.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(os.Environ(),
		"QUEUEPROOF_ADDR="+addr,
		"QUEUEPROOF_DATABASE_URL=file:"+filepath.Join(dir, "load.db"),
		"QUEUEPROOF_LOCAL_ACTOR=1",
		"QUEUEPROOF_DEMO=1",
		"QUEUEPROOF_ENV=development",
		"QUEUEPROOF_SECRET_KEY="+base64.StdEncoding.EncodeToString(key),
	)
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s serve: %w", bin, err)
	}
	s := &server{cmd: cmd, base: "http://" + addr, logPath: logPath, done: make(chan struct{})}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait(); close(s.done) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.base+"/readyz", nil)
		if resp, err := http.DefaultClient.Do(req); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		select {
		case err := <-exited:
			return nil, fmt.Errorf("server exited before ready (%v); log:\n%s", err, s.logTail())
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("server not ready within 60 s; log:\n%s", s.logTail())
		}
	}
}

// stop ends the server the way SIGTERM does and waits up to 30 s for it.
func (s *server) stop() {
	_ = s.cmd.Process.Signal(os.Interrupt)
	select {
	case <-s.done:
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}

func (s *server) logTail() string {
	b, err := os.ReadFile(s.logPath)
	if err != nil {
		return err.Error()
	}
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// memory is the server's resident memory in KiB: VmHWM (peak since start) and VmRSS (now).
type memory struct{ HWM, RSS int64 }

// readMemory reads VmHWM and VmRSS of pid from /proc.
func readMemory(pid int) (memory, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return memory{}, fmt.Errorf("read memory: %w", err)
	}
	defer f.Close()
	var m memory
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		fields := strings.Fields(v)
		if len(fields) == 0 {
			continue
		}
		n, _ := strconv.ParseInt(fields[0], 10, 64)
		switch k {
		case "VmHWM":
			m.HWM = n
		case "VmRSS":
			m.RSS = n
		}
	}
	return m, sc.Err()
}
