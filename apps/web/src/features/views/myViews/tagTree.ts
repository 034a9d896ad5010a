/** A tag of the customer's tree as the Tags query reads it (children to a fixed depth). */
export interface TagNode {
  id: string;
  name: string;
  parentID: string | null;
  latitude: number | null;
  longitude: number | null;
  viewCount: number;
  tags?: readonly TagNode[];
}

/** A tag in tree order, with how deep it sits and the names leading to it. */
export interface FlatTag {
  id: string;
  name: string;
  /** Names from the top-level tag down to this one, e.g. 'Europe / Paris'. */
  path: string;
  depth: number;
  viewCount: number;
  latitude: number | null;
  longitude: number | null;
}

/** The tree as a list, parents before their children, for menus and pickers. */
export function flattenTags(tree: readonly TagNode[]): FlatTag[] {
  const flat: FlatTag[] = [];
  const visit = (nodes: readonly TagNode[], depth: number, prefix: string) => {
    for (const node of nodes) {
      const path = prefix ? `${prefix} / ${node.name}` : node.name;
      flat.push({
        id: node.id,
        name: node.name,
        path,
        depth,
        viewCount: node.viewCount,
        latitude: node.latitude,
        longitude: node.longitude,
      });
      visit(node.tags ?? [], depth + 1, path);
    }
  };
  visit(tree, 0, '');
  return flat;
}

export interface PositionedTag extends FlatTag {
  latitude: number;
  longitude: number;
}

/** Tags that can be drawn on the map: both coordinates given and on the globe. */
export function positionedTags(tags: readonly FlatTag[]): PositionedTag[] {
  return tags.filter(
    (tag): tag is PositionedTag =>
      tag.latitude !== null &&
      tag.longitude !== null &&
      Math.abs(tag.latitude) <= 90 &&
      Math.abs(tag.longitude) <= 180,
  );
}
