<?php

namespace Library\Tools;

class ListBooks extends BaseTool
{
    public function getName(): string
    {
        return 'list_books';
    }

    public function getDescription(): string
    {
        return 'Lists the books of the library, '
            . 'newest first.';
    }
}
