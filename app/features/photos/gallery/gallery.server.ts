const styleKeys = {
  academic: "academic",
  casual: "casual",
  corporate: "corporate",
  creative: "creative",
  greenery: "greenery",
  "real-estate": "realEstate",
  warm: "warm",
} as const;

type GalleryItem = { id: string; style: (typeof styleKeys)[keyof typeof styleKeys]; createdAt: string };

/** A shared headshot by its id; ids that cannot exist are not looked up. */
export async function findGalleryItem(db: D1Database, id: string): Promise<GalleryItem | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const row = await db
    .prepare("SELECT id, style, created_at FROM gallery_items WHERE id = ?")
    .bind(id)
    .first<{ id: string; style: keyof typeof styleKeys; created_at: string }>();
  return row ? { id: row.id, style: styleKeys[row.style], createdAt: row.created_at } : null;
}
