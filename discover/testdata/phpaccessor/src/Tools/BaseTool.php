<?php

namespace Library\Tools;

abstract class BaseTool
{
    abstract public function getName(): string;

    public function getInputSchema(): array
    {
        return ['type' => 'object', 'properties' => $this->fields()];
    }
}
