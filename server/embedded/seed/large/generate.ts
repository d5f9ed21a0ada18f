import { compareSpecValues } from '../../catalog/spec-values';
import { brands } from '../catalog/brands';
import { plural, product, roubles, slug } from '../catalog/helpers';
import { products as demoProducts } from '../catalog/products';
import { sections } from '../catalog/sections';
import type { SeedProduct, SeedSection } from '../catalog/types';
import { seededRandom, type Random } from './random';

/**
 * A large catalogue grown from the demo one (docs/operations.md, "A large catalogue"): every
 * demo series of a subsection is a template for new series — another maker of the section, a
 * new series name and article code, its ratings shifted along the values the section really
 * has (6 → 10 → 16 → 25 А, 1,5 → 2,5 → 4 мм²), a secondary characteristic sometimes remapped
 * (curve C → B, 30 → 100 мА). Everything a rating drags along (width in modules, luminous flux,
 * dimensions, price, picture) comes from the demo product nearest to the new one.
 */

/** Generated products' numeric ids start here, far above the demo's, so a re-run finds and replaces them. */
export const generatedNumIdStart = 5_000_001;

export interface GeneratedSeries {
  sectionId: string;
  brandId: string;
  series: string;
  /** The series' article prefix, e.g. 'NOVVA8314'. */
  code: string;
  /** What the products are called, e.g. 'Автоматический выключатель'. */
  noun: string;
  products: SeedProduct[];
}

/** Trade lines a maker puts before a model, like PROxima or OptiDin. */
const lines = [
  'Nova',
  'Forte',
  'Optima',
  'Vega',
  'Orion',
  'Astra',
  'Nord',
  'Titan',
  'Prime',
  'Stark',
  'Kvant',
  'Alfa',
  'Delta',
  'Sigma',
  'Omega',
  'Terra',
  'Volta',
  'Smart',
  'Basic',
  'Expert',
  'Master',
  'Classic',
  'Electra',
  'Rapid',
  'Stabil',
  'Unit',
  'Comfort',
  'Гранит',
  'Вектор',
  'Сфера',
  'Практик',
  'Контур',
  'Профи',
  'Старт',
  'Эталон',
  'Альфа',
  'Орбита',
  'Мастер',
  'Ресурс',
];

/** Closing sentences of a description; one per product, by the product's place in its series. */
const closings = [
  'Поставляется в заводской упаковке с паспортом изделия.',
  'Соответствует требованиям технических регламентов ЕАЭС; сертификат — в карточке товара.',
  'Подходит для замены устройств других производителей с теми же характеристиками.',
  'Гарантия производителя — 5 лет с даты продажи.',
  'Отгружается со склада в Москве; под заказ — партиями от одной упаковки.',
  'Маркировка нанесена лазером и не стирается при монтаже.',
];

interface SectionModel {
  section: SeedSection;
  demo: SeedProduct[];
  /** The demo series of the section, each a template for new ones. */
  templates: SeedProduct[][];
  /** Filter characteristics, in the section's order: they set a product apart from its siblings. */
  filterKeys: string[];
  /** The filter with the most values (current, cross-section, power): what a series' ratings run over. */
  rating: string | undefined;
  /** Values of each filter in the section, in the order a buyer reads them. */
  values: Map<string, string[]>;
  /** Makers of the top section's products. */
  brandIds: string[];
}

function sectionModels(): SectionModel[] {
  const models: SectionModel[] = [];
  for (const section of sections.filter((s) => s.parentId !== null)) {
    const demo = demoProducts.filter((p) => p.sectionId === section.id);
    if (demo.length === 0) continue;
    const bySeries = new Map<string, SeedProduct[]>();
    for (const p of demo) bySeries.set(`${p.brandId}|${p.series}`, [...(bySeries.get(`${p.brandId}|${p.series}`) ?? []), p]);
    const filterKeys = section.specs.filter((d) => d.filter && demo.some((p) => p.specs[d.key] !== undefined)).map((d) => d.key);
    const values = new Map(
      filterKeys.map((key) => [key, [...new Set(demo.flatMap((p) => p.specs[key] ?? []))].sort(compareSpecValues)] as const),
    );
    const rating = filterKeys
      .filter((key) => key !== 'series')
      .reduce<string | undefined>((best, key) => (best && values.get(best)!.length >= values.get(key)!.length ? best : key), undefined);
    const siblings = sections.filter((s) => s.parentId === section.parentId).map((s) => s.id);
    const brandIds = [...new Set(demoProducts.filter((p) => siblings.includes(p.sectionId)).map((p) => p.brandId))].sort();
    models.push({ section, demo, templates: [...bySeries.values()], filterKeys, rating, values, brandIds });
  }
  return models;
}

/**
 * The words that name the kind of product, from a demo name: 'Автоматический выключатель',
 * 'Корпус металлический', 'Реле напряжения' — up to the first model, mark or number.
 */
function nounOf(name: string): string {
  const words = name.split(' ');
  const noun = [words[0]!];
  for (const word of words.slice(1, 5)) {
    if (!/^[а-яё]+$/.test(word)) break;
    noun.push(word);
  }
  return noun.join(' ');
}

/**
 * A new model from a template's: its digits replaced, its letters kept ('ВА47-29' → 'ВА83-14');
 * a model without digits gets a number ('ЩРН' → 'ЩРН-47').
 */
function mutateModel(model: string, random: Random): string {
  if (!/\d/.test(model)) return `${model}${model ? '-' : ''}${random.int(10, 990)}`;
  return model.replace(/\d+/g, (digits) =>
    [...digits].map((digit, i) => (i === 0 && digit !== '0' ? random.int(1, 9) : random.int(0, 9))).join(''),
  );
}

/** The article prefix of a series: short word stems and the whole model number ('Nova ВА83-14' → 'NOVVA8314'). */
function codeOf(series: string): string {
  return slug(series)
    .split('-')
    .map((word) => (/\d/.test(word) ? word : word.slice(0, 3)))
    .join('')
    .toUpperCase();
}

/** The model part of a demo series: from the first word with a digit or a Cyrillic letter ('PROxima ВА 47-63' → 'ВА 47-63'). */
function modelOf(series: string): string {
  const words = series.split(' ');
  const first = words.findIndex((w) => /[\dА-Яа-яЁё]/.test(w));
  return first < 0 ? '' : words.slice(first).join(' ');
}

/** Bare numbers a name cannot show without saying what they count. */
const countWords: Record<string, (value: string) => string> = {
  modules: (v) => `${v} ${plural(Number(v), 'модуль', 'модуля', 'модулей')}`,
  phases: (v) => (v === '1' ? 'однофазный' : 'трёхфазный'),
  tariffs: (v) => (v === '1' ? 'однотарифный' : `${v}-тарифный`),
  accuracy: (v) => `класс ${v}`,
  poles: (v) => `${v}P`,
  cores: (v) => `${v} ${plural(Number(v), 'жила', 'жилы', 'жил')}`,
};

/**
 * The card's characteristics, and those that set a product apart from its siblings, as a name
 * shows them: '16 А', '1P', 'IP41', '24 модуля', cores and cross-section together as '3×2,5'.
 * Yes/no values and words the name already has are left out.
 */
function nameParts(model: SectionModel, specs: Record<string, string>, varying: Set<string>, skip: string[]): string[] {
  const parts: string[] = [];
  const words = new Set(skip.flatMap((s) => s.split(' ')));
  for (const definition of model.section.specs) {
    const value = specs[definition.key];
    if (!(definition.card || varying.has(definition.key)) || value === undefined || value === 'есть' || value === 'нет') continue;
    if (words.has(value)) continue;
    if (definition.key === 'cross-section' && specs.cores !== undefined) continue;
    if (definition.key === 'cores' && specs['cross-section'] !== undefined) parts.push(`${value}×${specs['cross-section']}`);
    else if (definition.unit) parts.push(`${value} ${definition.unit}`);
    else if (/^[\d/,]+$/.test(value)) parts.push(countWords[definition.key]?.(value) ?? value);
    else parts.push(value);
  }
  return parts;
}

/** The product most like a combination: equal on the first filters first (poles before current). */
function nearest(candidates: SeedProduct[], keys: string[], combo: Record<string, string>): SeedProduct {
  let best = candidates[0]!;
  let bestScore = -1;
  for (const candidate of candidates) {
    let score = 0;
    for (let i = 0; i < keys.length; i++) if (candidate.specs[keys[i]!] === combo[keys[i]!]) score += 2 ** (keys.length - i);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/** The combinations of filter values a new series offers, shaped like its template's range. */
function combinations(model: SectionModel, template: SeedProduct[], random: Random): Record<string, string>[] {
  const { rating } = model;
  const ratingValues = rating ? model.values.get(rating)! : [];
  const shift = random.int(-2, 2);
  // Values that are words of the product's name (relay type 'напряжения') stay as the template has them.
  const named = new Set(template.flatMap((t) => nounOf(t.name).split(' ')));
  const others = model.filterKeys.filter(
    (k) => k !== rating && k !== 'series' && model.values.get(k)!.length > 1 && !model.values.get(k)!.some((v) => named.has(v)),
  );
  const remapped = others.length > 0 && random.chance(0.5) ? random.pick(others) : undefined;
  const remap = new Map<string, string>();
  const seen = new Set<string>();
  const combos: Record<string, string>[] = [];
  for (const t of template) {
    const combo: Record<string, string> = {};
    for (const key of model.filterKeys) if (t.specs[key] !== undefined) combo[key] = t.specs[key];
    if (rating && combo[rating] !== undefined) {
      const shifted = ratingValues[ratingValues.indexOf(combo[rating]) + shift];
      if (shifted === undefined) continue;
      combo[rating] = shifted;
    }
    if (remapped && combo[remapped] !== undefined) {
      const from = combo[remapped];
      if (!remap.has(from)) remap.set(from, random.pick(model.values.get(remapped)!));
      combo[remapped] = remap.get(from)!;
    }
    const key = JSON.stringify(combo);
    if (seen.has(key) || (combos.length > 0 && random.chance(0.1))) continue;
    seen.add(key);
    combos.push(combo);
  }
  return combos;
}

const articleParts = new Map<string, string>();

/** A characteristic in an article: latin, upper case, a decimal comma as a hyphen ('1,5' → '1-5', 'навесной' → 'NAVESNOY'). */
function articlePart(value: string): string {
  let part = articleParts.get(value);
  if (part === undefined) {
    part = slug(value.replace(/,/g, '.')).toUpperCase();
    articleParts.set(value, part);
  }
  return part;
}

/** Largest remainder: each subsection gets its demo share of the generated products, summing to exactly `total`. */
function quotas(models: SectionModel[], total: number): number[] {
  const demoTotal = models.reduce((sum, m) => sum + m.demo.length, 0);
  const exact = models.map((m) => (total * m.demo.length) / demoTotal);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) counts[order[i]![1]]! += 1;
  return counts;
}

export const demoProductCount = demoProducts.length;

/**
 * The generated series, `count` products in all, the same for the same seed. Ids, articles and
 * series names are unique across the generated and the demo catalogue.
 */
export function* generateSeries(count: number, seed: number): Generator<GeneratedSeries> {
  const random = seededRandom(seed);
  const models = sectionModels();
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const ids = new Set(demoProducts.map((p) => p.id));
  const seriesNames = new Set(demoProducts.map((p) => p.series));
  const codes = new Set<string>();
  let numId = generatedNumIdStart;
  const counts = quotas(models, count);
  for (const [index, model] of models.entries()) {
    let left = counts[index]!;
    let misses = 0;
    while (left > 0) {
      if (misses++ > 10_000) throw new Error(`no new series for ${model.section.id}: the name space is used up`);
      const template = random.pick(model.templates);
      const brandId = random.chance(0.55) ? template[0]!.brandId : random.pick(model.brandIds);
      const core = modelOf(template[0]!.series);
      const series = core && random.chance(0.5) ? mutateModel(core, random) : `${random.pick(lines)} ${mutateModel(core, random)}`;
      const code = codeOf(series);
      if (seriesNames.has(series) || codes.has(code)) continue;
      seriesNames.add(series);
      codes.add(code);
      const brandName = brandNames.get(brandId) ?? brandId;
      const factor = 0.7 + random.next() * 0.9;
      const noun = nounOf(template[0]!.name);
      const made: SeedProduct[] = [];
      const combos = combinations(model, template, random);
      const varying = new Set(model.filterKeys.filter((k) => new Set(combos.map((c) => c[k])).size > 1));
      for (const combo of combos) {
        if (left === 0) break;
        const like = nearest(model.demo, model.filterKeys, combo);
        // Named like its template's product of the same kind: a series keeps one word for what it is.
        const itemNoun = nounOf(nearest(template, model.filterKeys, combo).name);
        const specs: Record<string, string> = { ...like.specs, ...combo };
        if (specs.series !== undefined) specs.series = series;
        const parts = model.filterKeys.filter((k) => k !== 'series' && combo[k] !== undefined).map((k) => articlePart(combo[k]!));
        const article = [code, ...parts].join('-');
        const name = [itemNoun, series, ...nameParts(model, specs, varying, [itemNoun, series]), brandName].join(' ');
        const unit = like.unit;
        const seeded = product(
          {
            article,
            brandId,
            series,
            sectionId: model.section.id,
            name,
            price: Math.max(1, roubles(like.price * factor * (0.97 + random.next() * 0.06), unit === 'м' ? 2 : 0)),
            unit,
            specs,
            description: [
              `${itemNoun} серии ${series} производства ${brandName}.`,
              model.section.description,
              closings[made.length % closings.length]!,
            ].join(' '),
            picture: like.picture,
            popularity: like.popularity * (0.2 + random.next() * 0.8),
            compatibleSections: like.compatibleSections,
            numId,
          },
          new Map(),
        );
        if (ids.has(seeded.id)) continue;
        ids.add(seeded.id);
        numId += 1;
        left -= 1;
        made.push(seeded);
      }
      if (made.length > 0) misses = 0;
      if (made.length > 0) yield { sectionId: model.section.id, brandId, series, code, noun, products: made };
    }
  }
}
