package main

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"errors"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// writePEM writes one PEM block to dir/name and returns its path.
func writePEM(t *testing.T, dir, name, typ string, der []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// routeCerts makes a CA and a certificate for 127.0.0.1 it signed:
// the files of -cluster-ca, -cluster-cert and -cluster-key.
func routeCerts(t *testing.T) (ca, cert, key string) {
	t.Helper()
	dir := t.TempDir()
	caKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	caTpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "rummy test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IsCA: true,
		KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true}
	caDER, err := x509.CreateCertificate(rand.Reader, caTpl, caTpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	caCert, _ := x509.ParseCertificate(caDER)
	nodeKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "node"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tpl, caCert, &nodeKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, _ := x509.MarshalECPrivateKey(nodeKey)
	return writePEM(t, dir, "ca.pem", "CERTIFICATE", caDER), writePEM(t, dir, "node.pem", "CERTIFICATE", der),
		writePEM(t, dir, "node-key.pem", "EC PRIVATE KEY", keyDER)
}

// TestIssue26ClusterTLS: given certificates, the routes run over TLS:
// two nodes with them route to each other; a route without TLS, with
// the secret, is refused (issue 26 item 3).
func TestIssue26ClusterTLS(t *testing.T) {
	ca, cert, key := routeCerts(t)
	a, b := freeLoopbackPort(t), freeLoopbackPort(t)
	tlsNode := func(name, addr, peer string) *messaging {
		return startTestNode(t, config{data: t.TempDir(), cluster: "rummy", clusterAddr: addr, node: name, routes: "nats://" + peer,
			clusterSecret: testSecret, clusterCA: ca, clusterCert: cert, clusterKey: key})
	}
	na := tlsNode("a", a, b)
	log := &routeLog{}
	na.srv.SetLogger(log, false, false)
	nb := tlsNode("b", b, a)
	waitFor(t, "the TLS route between the nodes", 30*time.Second, func() bool {
		return na.srv.NumRoutes() > 0 && nb.srv.NumRoutes() > 0
	})
	if cfg := na.srv.ClusterAddr(); cfg == nil {
		t.Fatal("no cluster listener")
	}
	// A route without TLS: node a's route port speaks no plaintext (it
	// waits for a TLS handshake, or its INFO asks for TLS), and closes.
	conn, err := net.DialTimeout("tcp", a, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(60 * time.Second))
	_, _ = conn.Write([]byte(`CONNECT {"user":"` + routeUser + `","pass":"` + testSecret + `"}` + "\r\nPING\r\n"))
	r := bufio.NewReader(conn)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			if errors.Is(err, os.ErrDeadlineExceeded) {
				t.Fatal("a plaintext route was kept open")
			}
			break // closed
		}
		var info struct {
			TLSRequired bool `json:"tls_required"`
		}
		if rest, ok := strings.CutPrefix(line, "INFO "); ok && json.Unmarshal([]byte(rest), &info) == nil && !info.TLSRequired {
			t.Fatalf("node a's routes speak plaintext: %s", line)
		}
		if strings.HasPrefix(line, "PONG") {
			t.Fatal("node a answered a plaintext route")
		}
	}
	if _, err := parseFlags([]string{"-cluster", "r", "-cluster-secret", testSecret, "-cluster-cert", cert}); err == nil || !strings.Contains(err.Error(), "go together") {
		t.Fatalf("-cluster-cert alone: %v", err)
	}
}
