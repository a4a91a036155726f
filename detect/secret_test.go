package detect_test

import (
	"strings"
	"testing"

	"github.com/mcp-lint/mcp-lint/detect/internal/reading"
)

func TestSecretEmbedded(t *testing.T) {
	cases := []struct{ kind, secret string }{
		{"AWS access key", "AKIAQX4PLM7ZT2R5VWNE"},
		{"GitHub token", "ghp_R8tq2ZbXw4LmN0pKs7VdYc3HfJ9aGe1TuQx6"},
		{"GitLab token", "glpat-Zx9Qw3Er7Ty1Ui5Op2As"},
		{"Slack token", "xoxb-2049384756-88123749501-Qw8Er4Ty2Ui6"},
		{"Stripe secret key", "sk_live_51Hq2ZbXw4LmN0pKs7VdYc3Hf"},
		{"Google API key", "AIzaSyD4x9Qw3Er7Ty1Ui5Op2AsDf6GhJkLzXcV"},
		{"Anthropic API key", "sk-ant-api03-" + strings.Repeat("Qw3Er7Ty1Ui5Op2AsDf6GhJkLzXcVbN8mQ", 3)},
		{"OpenAI API key", "sk-proj-Qw3Er7Ty1Ui5Op2AsDf6GhJkLzXcVbN8mQw3Er7Ty1Ui5"},
		{"private key", "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACBq7Zt"},
		{"SendGrid API key", "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"},
		{"Hugging Face token", "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"},
		{"database URL with password", "postgres://admin:S3cr3tPassw0rd@db.internal.example:5432/prod"},
		{"Luhn-valid payment card number", "4556 7375 8689 9855"},
		{"Azure connection string", "DefaultEndpointsProtocol=https;AccountName=ledgerexports;AccountKey=Zq3vK8pL2mN7xR4tW9yB1cD6fH0jG5sA8uE3iO7qT2wY4zX6vB9nM1kL5pR8tC0dF3gJ7hK2mN6qS9uW1yZ4bE==;EndpointSuffix=core.windows.net"},
		{"Twilio account SID and auth token", "AC3f9d2b7e4a1c8056d9e2f7b4a3c1d8e6:9e4b2d7f1a3c8e5b6d0f2a4c7e9b1d3f"},
		{"age secret key", "AGE-SECRET-KEY-1QZ8RLPJ9X2GF7TVDW0S3NK54HCE6MUA7LQPZRY9X8GF2TVDW0S3JN54KHC"},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			tool := reading.Tool{Server: "s", Name: "deploy", Description: "Deploys with " + c.secret + " as configured."}
			f, sigs := flaggedBy(t, tool, reading.IDSecretEmbedded)
			s := sigs[0]
			if !strings.Contains(s.Detail, c.kind) {
				t.Errorf("detail %q, want kind %q", s.Detail, c.kind)
			}
			if f.Blocking {
				t.Errorf("secret.embedded is soft")
			}
			text := fieldText(t, tool, "description")
			if got := text[s.Span.Start:s.Span.End]; !strings.Contains(c.secret, got) && !strings.Contains(got, c.secret) {
				t.Errorf("span covers %q, want the secret %q", got, c.secret)
			}
			if len(c.secret) > 12 && strings.Contains(s.Evidence, c.secret) {
				t.Errorf("evidence %q is not masked", s.Evidence)
			}
		})
	}
}

func TestSecretPlaceholdersDropped(t *testing.T) {
	for _, d := range []string{
		"Configure credentials, e.g. AKIAIOSFODNN7EXAMPLE, through the AWS CLI.",
		"Use a test key like sk_test_4eC39HqLyjWDarjtT1zdp7dc while developing.",
		"Token format: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		"Pass api_key=${OPENAI_API_KEY} from the environment.",
		"postgres://user:password@localhost:5432/db is the default DSN.",
		"Stripe test card 4242 4242 4242 4242 works in test mode.",
		"Sample JWT eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
		"The token parameter holds your session token; the password field is never logged.",
		"Order number 1234 5678 9012 3456 is not a card.",
		"Private keys are refused: input that starts with -----BEGIN OPENSSH PRIVATE KEY----- is rejected; send the .pub file.",
	} {
		f, _ := scan(t, reading.Tool{Server: "s", Name: "t", Description: d})
		if s := signalsOf(f, reading.IDSecretEmbedded); len(s) > 0 {
			t.Errorf("%q flagged: %s %s", d, s[0].Detail, s[0].Evidence)
		}
	}
}

// A generic assignment is found whatever whitespace stands around the ':'
// or '=' (the regexp's \s: tab, newline, carriage return, form feed), not
// only after spaces, and the span starts at the name.
func TestSecretGenericAssignmentWhitespace(t *testing.T) {
	const value = "Zq8mW2xR7vK4pL9sT3nB6yH1cF5dJ0aG"
	for _, sep := range []string{": ", ":\t", ":\n", "=\r\n", "\t=\t'", ` = "`} {
		d := "Settings.\nclient_secret" + sep + value + "\n"
		f, _ := scan(t, reading.Tool{Server: "s", Name: "t", Description: d})
		sigs := signalsOf(f, reading.IDSecretEmbedded)
		if len(sigs) != 1 {
			t.Errorf("%q: %d signals, want 1", sep, len(sigs))
			continue
		}
		if got, want := sigs[0].Span.Start, strings.Index(d, "client_secret"); got != want {
			t.Errorf("%q: span starts at %d, want %d", sep, got, want)
		}
	}
}

// The assignment rules' names match in any case, as their regexps do
// ((?i)), including the Kelvin sign and long s that Go folds to k and s.
// The keyword gate before them once knew only three spellings of each name.
func TestSecretAssignmentNamesAnyCase(t *testing.T) {
	const value = "Zq8mW2xR7vK4pL9sT3nB6yH1cF5dJ0aG"
	for _, c := range []struct{ name, kind string }{
		{"PassWord=" + value, "generic secret assignment"},
		{"client_\u017fecret: " + value, "generic secret assignment"},
		{"API_\u212aEY=" + value, "generic secret assignment"},
		{"awssecretaccesskey: '" + value + "Zq8mW2xR", "AWS secret key"},
	} {
		d := "Settings, then " + c.name + " as configured."
		f, _ := scan(t, reading.Tool{Server: "s", Name: "t", Description: d})
		sigs := signalsOf(f, reading.IDSecretEmbedded)
		if len(sigs) != 1 {
			t.Errorf("%q: %d signals, want 1", c.name, len(sigs))
			continue
		}
		if !strings.Contains(sigs[0].Detail, c.kind) {
			t.Errorf("%q: detail %q, want %q", c.name, sigs[0].Detail, c.kind)
		}
		if got, want := sigs[0].Span, (reading.Span{Start: strings.Index(d, c.name), End: strings.Index(d, " as configured")}); got != want {
			t.Errorf("%q: span %v, want %v", c.name, got, want)
		}
	}
}

// TestSecretEscapedPEM: a private key pasted as a JSON credential file,
// its line breaks written as \n escapes (once, or twice when the file sits
// in a JSON string itself), is a key: the header is reported, in the
// field it is in. A header followed by escaped breaks and no key material
// is not.
func TestSecretEscapedPEM(t *testing.T) {
	body := `MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQDK7s2Lq9`
	for name, pasted := range map[string]string{
		"escaped once":  `{"type": "service_account", "private_key": "-----BEGIN PRIVATE KEY-----\n` + body + `\n-----END PRIVATE KEY-----\n"}`,
		"escaped twice": `{\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n` + body + `\\n-----END PRIVATE KEY-----\\n\"}`,
		"CRLF escaped":  `-----BEGIN RSA PRIVATE KEY-----\r\n` + body + `\r\n-----END RSA PRIVATE KEY-----`,
	} {
		t.Run(name, func(t *testing.T) {
			tool := reading.Tool{Server: "gcp", Name: "upload", Description: "Uploads a file.",
				InputSchema: map[string]any{"type": "object", "properties": map[string]any{
					"credentials": map[string]any{"type": "string", "default": pasted}}}}
			f, _ := scan(t, tool)
			sigs := signalsOf(f, reading.IDSecretEmbedded)
			if len(sigs) != 1 || !strings.Contains(sigs[0].Detail, "private key") {
				t.Fatalf("want one private key, got %+v", sigs)
			}
			header := pasted[strings.Index(pasted, "-----BEGIN"):]
			header = header[:strings.Index(header, "KEY-----")+len("KEY-----")]
			wantSpan(t, tool, sigs[0], "inputSchema.properties.credentials.default", header)
		})
	}
	tool := reading.Tool{Server: "gcp", Name: "upload", Description: `Rejects any "-----BEGIN PRIVATE KEY-----\n" value pasted into the form.`}
	if f, _ := scan(t, tool); f != nil {
		t.Errorf("a header without key material is flagged: %s", f.Primary().Detail)
	}
}
