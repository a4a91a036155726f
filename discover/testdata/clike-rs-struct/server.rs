use std::borrow::Cow;
use std::sync::Arc;

use rmcp::model::{Prompt, PromptArgument, RawResource, Tool};
use serde_json::json;

pub fn tools(dynamic: &str) -> Vec<Tool> {
    vec![
        Tool {
            name: Cow::Borrowed("word_count"),
            description: Some(Cow::Borrowed("Counts the words of a text.")),
            input_schema: Arc::new(serde_json::from_value(json!({
                "type": "object",
                "properties": {"text": {"type": "string", "description": "The text to count"}},
                "required": ["text"]
            })).unwrap_or_default()),
            annotations: None,
        },
        Tool {
            name: Cow::Owned(dynamic.to_string()),
            description: None,
            input_schema: Arc::new(Default::default()),
            annotations: None,
        },
    ]
}

pub fn prompts() -> Vec<Prompt> {
    vec![Prompt {
        name: "outline".to_string(),
        description: Some("Outlines an essay.".into()),
        arguments: Some(vec![PromptArgument {
            name: "topic".into(),
            description: Some("What the essay is about".into()),
            required: Some(true),
        }]),
    }]
}

pub fn resources() -> Vec<RawResource> {
    vec![RawResource {
        uri: "notes://today".into(),
        name: "today".into(),
        description: Some("Today's notes.".into()),
        mime_type: Some("text/plain".into()),
        size: None,
    }]
}

pub fn build() -> Tool {
    Tool::default()
}
