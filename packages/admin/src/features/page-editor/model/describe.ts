import type { EditCommand } from './commands.js';
import { blockKind } from './block-catalogue.js';

/** One line of 'Review Changes' for a command. */
export function describeCommand(
  command: EditCommand,
  blockTypeOf: (key: string) => number | undefined,
): string {
  switch (command.kind) {
    case 'add-block':
      return `Added a ${blockKind(command.block.blockType).label} block`;
    case 'remove-block':
      return `Deleted a ${blockKind(command.block.blockType).label} block`;
    case 'move-block':
      return `Moved a ${blockKind(blockTypeOf(command.key) ?? 0).label} block to position ${command.to + 1}`;
    case 'update-block':
      return `Changed ${command.field} of a ${blockKind(blockTypeOf(command.key) ?? 0).label} block`;
  }
}
