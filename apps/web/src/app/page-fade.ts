let firstPage: string | undefined;
let hasLeftFirstPage = false;

/**
 * The class of a page's wrapper: the 0.5 s fade of spec 01 ("wrapper fade") when the reader moves to another
 * page. The first page of a document load, which replaces the start-up splash, shows at once: a fade from
 * nothing would keep it invisible for half a second (and the browser counts its largest paint only once the
 * fade is over). docs/decisions.md "No fade on the first page of a load".
 */
export function pageFadeClass(pathname: string): string | undefined {
  firstPage ??= pathname;
  if (pathname !== firstPage) hasLeftFirstPage = true;
  return hasLeftFirstPage ? 'page-fade' : undefined;
}
