import type { ComponentType } from 'react';
import { loadNamespaces } from '../lib/i18n';

/**
 * A lazy route (`lazy:` of a RouteObject): the page's chunk and its translation namespaces load
 * together, so a page never shows its keys. Every route file uses this one helper.
 */
export function lazyPage(load: () => Promise<ComponentType>, ...namespaces: string[]) {
  return async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component };
  };
}
