<?php

$method = json_decode(file_get_contents('php://stdin'), true)['method'] ?? '';
if ($method === 'tools/list') {
    echo json_encode(['tools' => [
        ['name' => 'ping', 'description' => 'Replies with pong.', 'inputSchema' => ['type' => 'object', 'properties' => new stdClass()]],
    ]]);
}
