import { useState } from 'react';
import type { Image } from '#shared/contract';

/**
 * The product's pictures: one large, the others as thumbnails. Without JavaScript a thumbnail
 * opens its picture; with it, the thumbnail takes the large place.
 */
export function ProductGallery({ pictures, name }: { pictures: Image[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = pictures[current] ?? pictures[0]!;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <img src={shown.src} alt={shown.alt || name} width={shown.width} height={shown.height} fetchPriority="high" />
      </div>
      {pictures.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Изображения товара">
          {pictures.map((picture, index) => (
            <li key={picture.src}>
              <a
                href={picture.src}
                aria-current={index === current ? 'true' : undefined}
                aria-label={`Изображение ${index + 1} из ${pictures.length}`}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(index);
                }}
              >
                <img src={picture.src} alt="" width={72} height={Math.round((72 * picture.height) / picture.width)} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
