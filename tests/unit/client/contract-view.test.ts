import { describe, expect, it } from 'vitest';
import type { Product, ProductCard } from '#shared/contract';
import { drawnCard } from '#shared/catalog/drawn-card';
import { drawnProduct } from '#shared/catalog/drawn-product';
import { contractQuery, contractViewQuery, createQueryClient, type ContractView, type Fetcher } from '../../../client/data/data';

const card: ProductCard = {
  id: 'iek-mva20-1-016-c',
  numId: 100003,
  url: 'avtomaticheskiy-vyklyuchatel',
  name: 'Автоматический выключатель ВА47-29 1P 16 А (C)',
  article: 'MVA20-1-016-C',
  brand: { id: 'iek', name: 'IEK' },
  series: 'ВА47-29',
  sectionId: 'modulnye-avtomaticheskie-vyklyuchateli',
  price: 165,
  unit: 'шт',
  stock: { status: 'in_stock', quantity: 422 },
  picture: { src: '/api/media/p.svg', alt: 'Автоматический выключатель ВА47-29 1P 16 А (C)', width: 800, height: 800 },
  keySpecs: [{ key: 'poles', label: 'Число полюсов', value: '1P' }],
};

describe('a card as a page draws it', () => {
  it('keeps what the card and its offer draw, and drops the rest', () => {
    expect(drawnCard(card)).toEqual({
      id: card.id,
      url: card.url,
      name: card.name,
      article: card.article,
      brand: { name: 'IEK' },
      price: 165,
      unit: 'шт',
      stock: { status: 'in_stock', quantity: 422 },
      picture: { src: '/api/media/p.svg', width: 800, height: 800 },
      keySpecs: [{ label: 'Число полюсов', value: '1P' }],
    });
  });

  it("leaves out the warehouses a product's own page lists", () => {
    const stocked = { ...card, stock: { status: 'in_stock' as const, quantity: 5, warehouses: [{ name: 'Москва', quantity: 5 }] } };
    expect(drawnCard(stocked).stock).toEqual({ status: 'in_stock', quantity: 5 });
  });
});

describe('a product as its page draws it', () => {
  const product: Product = {
    ...card,
    pictures: [card.picture, { src: '/api/media/d.svg', alt: 'Техническое описание', width: 794, height: 1123 }],
    specs: [...card.keySpecs, { key: 'ip', label: 'Степень защиты', value: 'IP20' }],
    description: 'Однополюсный автоматический выключатель.',
    documents: [{ kind: 'datasheet', title: 'Техническое описание', url: '/api/media/d.svg', format: 'SVG' }],
    section: { id: 'modulnye', name: 'Модульные', parent: { id: 'avtomaty', name: 'Автоматы' } },
    updatedAt: '2026-08-21',
  };

  it("keeps what the page draws: a picture's text only where it is not the name, which the gallery puts back", () => {
    expect(drawnProduct(product)).toEqual({
      id: card.id,
      url: card.url,
      name: card.name,
      article: card.article,
      series: card.series,
      brand: { name: 'IEK' },
      price: 165,
      unit: 'шт',
      stock: { status: 'in_stock', quantity: 422 },
      picture: { src: '/api/media/p.svg' },
      pictures: [
        { src: '/api/media/p.svg', alt: '', width: 800, height: 800 },
        { src: '/api/media/d.svg', alt: 'Техническое описание', width: 794, height: 1123 },
      ],
      specs: [
        { label: 'Число полюсов', value: '1P' },
        { label: 'Степень защиты', value: 'IP20' },
      ],
      description: product.description,
      documents: [{ title: 'Техническое описание', url: '/api/media/d.svg', format: 'SVG' }],
      section: product.section,
    });
  });
});

describe("a page's view of a contract answer", () => {
  it('is cached under its own key, so a reader of the whole answer never gets the view', async () => {
    const whole = { section: { id: 's' }, items: [card] };
    const fetcher = (async () => whole) as unknown as Fetcher;
    const view: ContractView<'catalogListing', { items: unknown[] }> = {
      name: 'drawn',
      select: (listing) => ({ ...listing, items: listing.items.map(drawnCard) }),
    };
    const client = createQueryClient();
    const params = { sectionid: 's' };
    const drawn = await client.ensureQueryData(contractViewQuery({ fetcher }, 'catalogListing', params, {}, view));
    expect(drawn.items).toEqual([drawnCard(card)]);
    expect(client.getQueryData(contractQuery({ fetcher }, 'catalogListing', params, {}).queryKey)).toBeUndefined();
    const full = await client.ensureQueryData(contractQuery({ fetcher }, 'catalogListing', params, {}));
    expect(full.items[0]).toBe(card);
    // The endpoint's invalidations reach the view too: its key starts as the whole answer's does.
    await client.invalidateQueries({ queryKey: ['contract', 'catalogListing'] });
    expect(client.getQueryState(contractViewQuery({ fetcher }, 'catalogListing', params, {}, view).queryKey)?.isInvalidated).toBe(true);
  });
});
