package main

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	yaml "go.yaml.in/yaml/v3"
)

// ReadmeWorkflow is the README's example workflow: the first YAML block of
// its "GitHub Action" section. .ci/run writes it to a file and runs
// actionlint on it.
func readmeWorkflow(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	m := regexp.MustCompile("(?s)### GitHub Action\n.*?```yaml\n(.*?)```").FindSubmatch(b)
	require.NotNil(t, m, "the README has a YAML block under \"GitHub Action\"")
	return string(m[1])
}

// The README's workflow is a whole workflow a user can copy: a trigger, a
// job with the permissions the upload needs, a checkout, and this action
// with inputs it has.
func TestReadmeWorkflowIsComplete(t *testing.T) {
	src := readmeWorkflow(t)
	var wf struct {
		Name        string
		On          map[string]any `yaml:"on"`
		Permissions map[string]string
		Jobs        map[string]struct {
			RunsOn      string `yaml:"runs-on"`
			Permissions map[string]string
			Steps       []struct {
				Uses string
				With map[string]string
			}
		}
	}
	require.NoError(t, yaml.Unmarshal([]byte(src), &wf))
	assert.Contains(t, wf.On, "pull_request")
	assert.Contains(t, wf.On, "push")
	assert.Equal(t, "read", wf.Permissions["contents"], "read-only by default")
	require.Len(t, wf.Jobs, 1)
	inputs := map[string]bool{}
	for _, in := range actionInputs {
		inputs[in] = true
	}
	for _, job := range wf.Jobs {
		assert.NotEmpty(t, job.RunsOn)
		assert.Equal(t, "write", job.Permissions["security-events"])
		require.Len(t, job.Steps, 2)
		assert.True(t, strings.HasPrefix(job.Steps[0].Uses, "actions/checkout@"))
		assert.True(t, strings.HasPrefix(job.Steps[1].Uses, "mcp-lint/mcp-lint@"), job.Steps[1].Uses)
		for k := range job.Steps[1].With {
			assert.True(t, inputs[k], "input %q is one of action.yml's", k)
		}
	}
}
