<?php

use Mcp\Server;
use Library\Tools\ListBooks;
use Library\Tools\AddBook;

$tools = [
    new ListBooks($db),
    new AddBook($db),
];

$builder = Server::builder();
foreach ($tools as $tool) {
    $run = function (array $args) use ($tool) {
        return $tool->run($args);
    };
    $builder->addTool(
        $run,
        name: $tool->getName(),
        description: $tool->getDescription(),
        inputSchema: $tool->getInputSchema()
    );
}
