import { createElement } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { isIslandName } from '../islands/island-names.js';
import { ISLAND_CHUNKS } from './island-chunks.js';
import type { IslandChunks } from './island-chunks.js';

/** The marker attributes `renderIsland` writes and the loader reads. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  props: 'data-props',
  idPrefix: 'data-id-prefix',
  hydrated: 'data-hydrated',
} as const;

async function hydrateOne(marker: HTMLElement, chunks: IslandChunks): Promise<Root | undefined> {
  const name = marker.getAttribute(ISLAND_ATTRIBUTES.name);
  if (!isIslandName(name)) {
    console.warn(`Unknown island "${String(name)}"`);
    return undefined;
  }
  const props: unknown = JSON.parse(marker.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
  // The marker's props were written for this island's component by renderIsland.
  const Component = (await chunks[name]()) as ComponentType<object>;
  const root = hydrateRoot(marker, createElement(Component, props as object), {
    identifierPrefix: marker.getAttribute(ISLAND_ATTRIBUTES.idPrefix) ?? '',
    onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
  });
  marker.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'true');
  return root;
}

/**
 * Hydrate every island marker under `root` that is not hydrated yet, loading each island's
 * chunk on demand; one broken island is logged and does not stop the others. Resolves with the
 * React roots it made (a page keeps them; a test unmounts them).
 */
export async function hydrateIslands(
  root: ParentNode = document,
  chunks: IslandChunks = ISLAND_CHUNKS,
): Promise<Root[]> {
  const markers = root.querySelectorAll<HTMLElement>(
    `[${ISLAND_ATTRIBUTES.name}]:not([${ISLAND_ATTRIBUTES.hydrated}])`,
  );
  const results = await Promise.allSettled([...markers].map((marker) => hydrateOne(marker, chunks)));
  const roots: Root[] = [];
  for (const result of results) {
    if (result.status === 'rejected') console.error('Island failed to start:', result.reason);
    else if (result.value) roots.push(result.value);
  }
  return roots;
}
