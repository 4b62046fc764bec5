import { z } from 'zod';

/**
 * Any JSON value (the editor's documents, preferences, block settings). Registered under one name
 * so the OpenAPI document holds its recursion once, as `components.schemas.JsonValue`.
 */
export const jsonValue = z.json();
z.globalRegistry.add(jsonValue, { id: 'JsonValue' });
