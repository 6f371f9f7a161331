package scenes

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// Issue 13's size bar: the table type has at most tableMaxFields fields
// and no type in scenes has more than typeMaxMethods methods.
const (
	tableMaxFields = 30
	typeMaxMethods = 50
)

// sceneShapes counts, over the package's non-test Go source in dir, the
// fields of every struct type (an embedded field counts as one) and the
// methods declared on every type (value and pointer receivers).
func sceneShapes(t *testing.T, dir string) (fields, methods map[string]int) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fields, methods = map[string]int{}, map[string]int{}
	fs := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, dir+"/"+name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				for _, s := range d.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok {
						continue
					}
					if st, ok := ts.Type.(*ast.StructType); ok {
						n := 0
						for _, fl := range st.Fields.List {
							n += max(1, len(fl.Names))
						}
						fields[ts.Name.Name] = n
					}
				}
			case *ast.FuncDecl:
				if d.Recv == nil || len(d.Recv.List) != 1 {
					continue
				}
				typ := d.Recv.List[0].Type
				if s, ok := typ.(*ast.StarExpr); ok {
					typ = s.X
				}
				if g, ok := typ.(*ast.IndexExpr); ok { // a generic receiver
					typ = g.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					methods[id.Name]++
				}
			}
		}
	}
	return fields, methods
}

// shapeProblems lists where the counts break the size bar.
func shapeProblems(fields, methods map[string]int) []string {
	var bad []string
	if n := fields["Table"]; n > tableMaxFields {
		bad = append(bad, fmt.Sprintf("Table has %d fields (at most %d): group related ones in a small struct", n, tableMaxFields))
	}
	for typ, n := range methods {
		if n > typeMaxMethods {
			bad = append(bad, fmt.Sprintf("%s has %d methods (at most %d): move an idea's methods onto a facet", typ, n, typeMaxMethods))
		}
	}
	sort.Strings(bad)
	return bad
}

// TestIssue13SceneTypesStaySmall: the table type has at most 30 fields
// and no scenes type has more than 50 methods (issue 13's Done-when), so
// the table keeps growing by facets and small parts, not by one type.
func TestIssue13SceneTypesStaySmall(t *testing.T) {
	fields, methods := sceneShapes(t, ".")
	if fields["Table"] == 0 || methods["Table"] == 0 {
		t.Fatalf("the count found no Table (fields %d, methods %d): is it run in scenes?", fields["Table"], methods["Table"])
	}
	for _, p := range shapeProblems(fields, methods) {
		t.Error(p)
	}
	t.Logf("Table: %d fields, %d methods", fields["Table"], methods["Table"])
}

// TestIssue13SceneTypesStaySmallCatchesABigType: the check reports a
// table over the field bar and any type over the method bar.
func TestIssue13SceneTypesStaySmallCatchesABigType(t *testing.T) {
	got := shapeProblems(map[string]int{"Table": 31, "Menu": 99}, map[string]int{"Table": 50, "tableArt": 51})
	if len(got) != 2 || !strings.HasPrefix(got[0], "Table has 31 fields") || !strings.HasPrefix(got[1], "tableArt has 51 methods") {
		t.Errorf("problems = %q, want Table's 31 fields and tableArt's 51 methods", got)
	}
}
