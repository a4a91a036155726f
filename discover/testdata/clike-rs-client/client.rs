use serde_json::json;

pub struct ClientInfo {
    pub name: String,
}

pub fn list_request(id: u64) -> serde_json::Value {
    let hint = "Ask the server which tools it offers before calling any of them.";
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/list", "params": {"hint": hint}})
}
