use rmcp::{handler::server::wrapper::Parameters, model::*, schemars, tool, tool_router, ServerHandler};

const LOOKUP: &str = "Looks up a word in the dictionary.";

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
pub struct DefineRequest {
    #[schemars(description = "The word to define")]
    pub word: String,
    /// The language of the definition
    pub lang: Option<String>,
}

#[tool_router]
impl Dictionary {
    #[tool(description = "Defines a word.")]
    async fn define(&self, Parameters(req): Parameters<DefineRequest>) -> String {
        String::new()
    }

    /// Counts the words of a text.
    #[tool]
    async fn count_words(&self, Parameters(req): Parameters<OtherRequest>) -> String {
        String::new()
    }

    #[tool(name = "lookup", description = LOOKUP)]
    async fn lookup_word(&self) -> String {
        String::new()
    }
}

fn tools() -> Vec<Tool> {
    vec![Tool::new("spell", "Checks the spelling of a word.", schema())]
}
