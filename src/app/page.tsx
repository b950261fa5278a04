import { connection } from "next/server";
import { listFeaturedProperties } from "@/server/properties/list-featured-properties";

export default async function HomePage() {
  await connection();
  const featured = await listFeaturedProperties();
  return (
    <main className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="font-serif text-4xl">Casa Lusa</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((property) => (
          <li key={property.id} data-testid="featured-property">
            {property.images[0] ? (
              // biome-ignore lint/performance/noImgElement: served by our own image route
              <img src={`${property.images[0]}?w=480`} alt="" width={480} height={320} />
            ) : null}
            <h2 className="mt-2 font-medium">{property.titlePt}</h2>
            <p className="text-sm text-neutral-600">
              {property.location}, {property.city}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
