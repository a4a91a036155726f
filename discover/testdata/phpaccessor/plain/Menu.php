<?php

$entries = [new ListBooks($db)];
foreach ($entries as $entry) {
    $menu->addTool($entry->run(...), name: $entry->getName(), description: $entry->getDescription());
}
