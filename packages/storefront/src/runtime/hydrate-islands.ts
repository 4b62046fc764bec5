import { createElement, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
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

/** Markers whose hydration has started (the attribute comes only once React has committed). */
const started = new WeakSet<HTMLElement>();

/**
 * Marks the island hydrated from an effect, which runs once React has attached the island's event
 * handlers. Concurrent hydration finishes after `hydrateRoot` returns; marking earlier told tests
 * (and anything waiting on the attribute) the island was live while a choice made then was lost.
 */
function MarkHydrated({ marker, children }: { marker: HTMLElement; children?: ReactNode }): ReactNode {
  useEffect(() => marker.setAttribute(ISLAND_ATTRIBUTES.hydrated, 'true'), [marker]);
  return children;
}

async function hydrateOne(marker: HTMLElement, chunks: IslandChunks): Promise<Root | undefined> {
  const name = marker.getAttribute(ISLAND_ATTRIBUTES.name);
  if (!isIslandName(name)) {
    console.warn(`Unknown island "${String(name)}"`);
    return undefined;
  }
  started.add(marker);
  const props: unknown = JSON.parse(marker.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}');
  // The marker's props were written for this island's component by renderIsland.
  const Component = (await chunks[name]()) as ComponentType<object>;
  const island = createElement(MarkHydrated, { marker }, createElement(Component, props as object));
  const root = hydrateRoot(marker, island, {
    identifierPrefix: marker.getAttribute(ISLAND_ATTRIBUTES.idPrefix) ?? '',
    onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly:`, error),
  });
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
  const fresh = [...markers].filter((marker) => !started.has(marker));
  const results = await Promise.allSettled(fresh.map((marker) => hydrateOne(marker, chunks)));
  const roots: Root[] = [];
  for (const result of results) {
    if (result.status === 'rejected') console.error('Island failed to start:', result.reason);
    else if (result.value) roots.push(result.value);
  }
  return roots;
}
