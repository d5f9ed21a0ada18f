import { describe, expect, it } from 'vitest';
import { poleModules, type Poles } from '#server/embedded/seed/catalog/din';
import { deviceFactsOf } from '#shared/designer/device-facts';
import { enclosureLayout } from '#shared/designer/enclosure-layout';
import { catalogueFacts, catalogueProduct, seedFacts, seedProducts } from './catalogue';

const inSection = (...sectionIds: string[]) => seedProducts.filter((p) => sectionIds.includes(p.sectionId));

describe('deviceFactsOf reads the catalogue products', () => {
  it('reads a breaker: kind, poles, rating, width, price', () => {
    expect(seedFacts('iek-mva20-1-016-c')).toEqual({
      id: 'iek-mva20-1-016-c',
      numId: 100003,
      name: 'Автоматический выключатель ВА47-29 1P 16 А (C) 4,5 кА IEK',
      article: 'MVA20-1-016-C',
      sectionId: 'modulnye-avtomaticheskie-vyklyuchateli',
      kind: 'breaker',
      poles: '1P',
      ratedCurrent: 16,
      leakage: null,
      curve: 'C',
      modules: 1,
      price: 165,
      enclosure: null,
    });
  });

  it('reads an RCD and an RCBO with their leakage current', () => {
    expect(seedFacts('iek-mdv10-2-040-100')).toMatchObject({ kind: 'rcd', ratedCurrent: 40, leakage: 100, modules: 2, poles: '2P' });
    expect(seedFacts('iek-avdt32-c16-30')).toMatchObject({ kind: 'rcbo', ratedCurrent: 16, leakage: 30, modules: 2, poles: '1P+N' });
  });

  it('reads the tripping curve of every breaker and RCBO, from its characteristic or else its name', () => {
    const protectors = inSection('modulnye-avtomaticheskie-vyklyuchateli', 'difavtomaty').filter((p) => catalogueFacts.get(p.id)?.modules);
    expect(protectors.length).toBeGreaterThan(50);
    for (const product of protectors) {
      const curve = catalogueFacts.get(product.id)!.curve;
      expect(curve, product.name).toMatch(/^[BCDKZ]$/);
      if (product.specs.curve) expect(curve, product.name).toBe(product.specs.curve);
    }
    expect(seedFacts('iek-mva20-1-016-d').curve).toBe('D');
    expect(seedFacts('iek-avdt32-c16-30').curve).toBe('C');
    const named = (name: string, kind: 'breaker' | 'rcbo' | 'rcd' = 'breaker') =>
      deviceFactsOf({
        ...catalogueProduct(seedProducts[0]!),
        name,
        sectionId: kind === 'breaker' ? 'modulnye-avtomaticheskie-vyklyuchateli' : kind === 'rcbo' ? 'difavtomaty' : 'uzo',
        specs: [{ key: 'current', label: 'Ток', value: '16 А' }],
      }).curve;
    expect(named('Дифавтомат АД12 1P+N С16 30 мА', 'rcbo')).toBe('C');
    expect(named('Автомат 1P 16 А (B)')).toBe('B');
    expect(named('Автомат 1P 16 А')).toBeNull();
    expect(named('УЗО 2P 16 А (C)', 'rcd')).toBeNull();
  });

  it('takes the width every DIN-rail device of the breaker, RCD and surge families states, and it matches its poles', () => {
    const devices = inSection('modulnye-avtomaticheskie-vyklyuchateli', 'vyklyuchateli-nagruzki', 'uzo', 'difavtomaty', 'uzip-klassa-ii');
    expect(devices.length).toBeGreaterThan(100);
    for (const product of devices) {
      const facts = seedFacts(product.id);
      expect(facts.modules, product.id).toBe(Number(product.specs.modules));
      if (product.sectionId !== 'difavtomaty') expect(facts.modules, product.id).toBe(poleModules[product.specs.poles as Poles]);
    }
  });

  it('gives every enclosure rows that hold exactly its modules, and the rails a metal case lists in its description', () => {
    const enclosures = inSection('plastikovye-boksy', 'metallicheskie-korpusa');
    expect(enclosures.length).toBe(39);
    for (const product of enclosures) {
      const facts = seedFacts(product.id);
      expect(facts.kind).toBe('enclosure');
      expect(facts.modules, 'an enclosure is not a device on the rail').toBeNull();
      const layout = facts.enclosure!;
      expect(layout.rows * layout.modulesPerRow, product.id).toBe(Number(product.specs.modules));
      expect(layout.modulesPerRow, product.id).toBeLessThanOrEqual(18);
      const rails = /(\d+) DIN-рейк/.exec(product.description)?.[1];
      if (product.sectionId === 'metallicheskie-korpusa') expect(layout.rows, product.id).toBe(Number(rails));
    }
  });

  it('gives modular contactors the width their descriptions state', () => {
    const contactors = inSection('modulnye-kontaktory');
    expect(contactors.length).toBeGreaterThan(10);
    for (const product of contactors) {
      const stated = /Ширина (\d+) модул/.exec(product.description)?.[1];
      expect(seedFacts(product.id).modules, product.id).toBe(Number(stated));
    }
  });

  it('places DIN-rail meters at their usual width and reads their maximum current; panel meters do not go on a rail', () => {
    expect(seedFacts('mercury-201-8')).toMatchObject({ kind: 'meter', ratedCurrent: 80, modules: 4 });
    for (const product of inSection('schetchiki-elektroenergii')) {
      const facts = seedFacts(product.id);
      const expected = product.specs.mounting !== 'DIN-рейка' ? null : product.specs.phases === '3' ? 7 : 4;
      expect(facts.modules, product.id).toBe(expected);
      expect(facts.ratedCurrent, product.id).toBeGreaterThan(5);
    }
  });

  it('makes power voltage relays three modules and control relays one', () => {
    expect(seedFacts('ds-electronics-zubr-d25t')).toMatchObject({ kind: 'relay', ratedCurrent: 25, modules: 3 });
    const widths = inSection('rele-napryazheniya-i-vremeni').map((p) => seedFacts(p.id).modules);
    expect(new Set(widths)).toEqual(new Set([1, 3]));
  });

  it('places the DIN-rail sockets (3 modules) and leaves the wall sockets off the rail', () => {
    const sockets = inSection('rozetki');
    const din = sockets.filter((product) => product.specs.mounting === 'DIN-рейка');
    expect(din.length).toBeGreaterThanOrEqual(3);
    for (const product of din) expect(seedFacts(product.id)).toMatchObject({ kind: 'socket', modules: 3 });
    for (const product of sockets.filter((p) => !din.includes(p)))
      expect(seedFacts(product.id)).toMatchObject({ kind: 'socket', modules: null });
  });

  it('leaves what does not go on a rail without a width: moulded-case breakers, power contactors, cabinets, cable', () => {
    for (const product of inSection('silovye-avtomaticheskie-vyklyuchateli', 'kontaktory', 'shkafy-i-vru', 'silovoy-kabel')) {
      expect(seedFacts(product.id).modules, product.id).toBeNull();
      expect(seedFacts(product.id).enclosure, product.id).toBeNull();
    }
    expect(seedFacts(inSection('shkafy-i-vru')[0]!.id).kind).toBe('other');
  });

  it('has facts for every product of the catalogue', () => {
    expect(catalogueFacts.size).toBe(seedProducts.length);
  });

  it('reads values with a decimal comma, a plain space, or no unit, and takes a stated width before the usual one', () => {
    const product = catalogueProduct(seedProducts.find((p) => p.id === 'ekf-km-20-20')!);
    const facts = deviceFactsOf({
      ...product,
      specs: [
        { key: 'current', label: 'Ток', value: '6,3 А' },
        { key: 'modules', label: 'Ширина', value: '2' },
      ],
    });
    expect(facts).toMatchObject({ ratedCurrent: 6.3, modules: 2, kind: 'contactor' });
  });

  it('treats a product of an unknown section as other, with no width unless it states one', () => {
    const base = { id: 'x', numId: 1, name: 'X', article: 'X', sectionId: 'svetodiodnye-svetilniki', price: 1 };
    expect(deviceFactsOf({ ...base, specs: [] })).toMatchObject({ kind: 'other', modules: null, ratedCurrent: null, poles: null });
    expect(deviceFactsOf({ ...base, specs: [{ key: 'modules', label: 'Ширина', value: '1' }] }).modules).toBe(1);
    expect(deviceFactsOf({ ...base, specs: [{ key: 'modules', label: 'Ширина', value: 'два' }] }).modules).toBeNull();
  });
});

describe('enclosure rows', () => {
  it.each([
    [4, 1, 4],
    [9, 1, 9],
    [12, 1, 12],
    [18, 1, 18],
    [24, 2, 12],
    [36, 3, 12],
    [48, 4, 12],
    [54, 3, 18],
    [72, 6, 12],
    [90, 5, 18],
    [30, 1, 30],
  ])('%i modules → %i rows of %i', (modules, rows, modulesPerRow) => {
    expect(enclosureLayout(modules)).toEqual({ rows, modulesPerRow });
  });

  it.each([0, -12, 1.5, Number.NaN])('%s modules is no enclosure', (modules) => {
    expect(enclosureLayout(modules)).toBeNull();
  });
});
