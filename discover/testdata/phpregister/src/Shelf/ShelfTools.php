<?php

namespace Shelf\Tools;

use Shelf\Core\RegisterMcpTool;
use Shelf\Core\RegisterMcpPrompt;

class ShelfTools {
	public function register(): void {
		new RegisterMcpTool(
			array(
				'name'        => 'shelf_find_book',
				'description' => 'Finds a book on the shelf by its title.',
				'inputSchema' => array(
					'type'       => 'object',
					'properties' => array(
						'title' => array( 'type' => 'string', 'description' => 'The title to look for' ),
					),
				),
			)
		);
		new RegisterMcpTool( [
			'name'        => 'shelf_count',
			'description' => 'Counts the books of ' . $this->room(),
		] );
		new RegisterMcpPrompt(
			array(
				'name'        => 'shelf-summary',
				'description' => 'Summarizes what stands on the shelf.',
				'arguments'   => array(),
			),
			$this->messages()
		);
		new McpShelfResource();
		new RegisterMcpTool( $this->extra() );
		new RegisterMcpTool( $extra );
	}
}
