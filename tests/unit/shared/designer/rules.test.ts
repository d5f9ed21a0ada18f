import { describe, expect, it } from 'vitest';
import { checkDesign, type Finding } from '#shared/designer/rules';
import { design, fact, factsOf, item } from './catalogue';

const nbsp = '\u00a0';

const enc12 = fact('enc-12', 'enclosure', { name: 'Бокс на 12', enclosure: { rows: 1, modulesPerRow: 12 } });
const enc24 = fact('enc-24', 'enclosure', { name: 'Бокс на 24', enclosure: { rows: 2, modulesPerRow: 12 } });
const b6 = fact('b6', 'breaker', { name: 'Автомат 6', ratedCurrent: 6 });
const b16 = fact('b16', 'breaker', { name: 'Автомат 16', ratedCurrent: 16 });
const b40 = fact('b40', 'breaker', { name: 'Автомат 40', ratedCurrent: 40, modules: 2 });
const b50 = fact('b50', 'breaker', { name: 'Автомат 50', ratedCurrent: 50 });
const in40 = fact('in40', 'breaker', { name: 'Вводной 40', ratedCurrent: 40, modules: 2 });
const rcd25 = fact('rcd25', 'rcd', { name: 'УЗО 25', ratedCurrent: 25, leakage: 30, modules: 2 });
const rcd40 = fact('rcd40', 'rcd', { name: 'УЗО 40', ratedCurrent: 40, leakage: 30, modules: 2 });
const rcd63 = fact('rcd63', 'rcd', { name: 'УЗО 63', ratedCurrent: 63, leakage: 30, modules: 2 });
const rcd100mA = fact('rcd-fire', 'rcd', { name: 'УЗО 63 на 100 мА', ratedCurrent: 63, leakage: 100, modules: 2 });
const rcbo16 = fact('rcbo16', 'rcbo', { name: 'Дифавтомат 16', ratedCurrent: 16, leakage: 30, modules: 2 });
const rcbo100mA = fact('rcbo16-100', 'rcbo', { name: 'Дифавтомат 16 на 100 мА', ratedCurrent: 16, leakage: 100, modules: 2 });
const spd = fact('spd', 'spd', { name: 'УЗИП', modules: 2 });
const wallSocket = fact('socket', 'socket', { name: 'Розетка настенная', modules: null });

const facts = factsOf(enc12, enc24, b6, b16, b40, b50, in40, rcd25, rcd40, rcd63, rcd100mA, rcbo16, rcbo100mA, spd, wallSocket);
const input = (productId: string, label = '') => item(productId, { input: true, label });

const codes = (findings: Finding[]) => findings.map((f) => f.code);
const only = (findings: Finding[], code: Finding['code']) => findings.filter((f) => f.code === code);

describe('devices must fit their rows', () => {
  it('accepts a row filled exactly', () => {
    const findings = checkDesign(design('enc-12', [item('b16', { quantity: 8 }), item('rcd40'), item('spd')]), facts);
    expect(findings).toEqual([]);
  });

  it('reports a row one module over, naming the device that sticks out', () => {
    const findings = checkDesign(design('enc-12', [item('b16', { quantity: 9 }), item('rcd40'), item('spd')]), facts);
    expect(findings).toEqual([
      {
        level: 'error',
        code: 'row-overflow',
        message: `Ряд 1 переполнен на 1${nbsp}модуль (13 при вместимости 12): не помещается «УЗИП».`,
        rowIndex: 0,
        itemIndex: 2,
      },
    ]);
  });

  it('says which row overflows and by how many modules, counting quantities', () => {
    const findings = checkDesign(design('enc-24', [item('b16', { quantity: 12 })], [item('b40', { quantity: 7 }), item('b16')]), facts);
    expect(findings).toEqual([
      {
        level: 'error',
        code: 'row-overflow',
        message: `Ряд 2 переполнен на 3${nbsp}модуля (15 при вместимости 12): не помещается «Автомат 40».`,
        rowIndex: 1,
        itemIndex: 0,
      },
    ]);
  });

  it('hints that an enclosure is to be chosen, and checks no widths without one', () => {
    const findings = checkDesign(design(null, [item('b16', { quantity: 24 })]), facts);
    expect(findings).toEqual([
      {
        level: 'hint',
        code: 'no-enclosure',
        message: 'Корпус не выбран: выберите щит, и конструктор проверит, поместятся ли в него устройства.',
      },
    ]);
  });

  it('reports rows the enclosure does not have, but not empty ones', () => {
    expect(checkDesign(design('enc-12', [item('b16')], []), facts)).toEqual([]);
    expect(checkDesign(design('enc-12', [item('b16')], [item('b6')]), facts)).toEqual([
      {
        level: 'error',
        code: 'too-many-rows',
        message: `Ряд 2 лишний: в корпусе «Бокс на 12» 1${nbsp}ряд — перенесите устройства в другие ряды или выберите корпус больше.`,
        rowIndex: 1,
      },
    ]);
  });

  it('reports an enclosure gone from the catalogue, and a product that is no enclosure', () => {
    expect(checkDesign(design('enc-old', []), facts)).toEqual([
      { level: 'error', code: 'enclosure-missing', message: 'Корпуса «enc-old» больше нет в каталоге: выберите другой щит.' },
    ]);
    expect(checkDesign(design('b16', []), facts)).toEqual([
      {
        level: 'error',
        code: 'not-an-enclosure',
        message: '«Автомат 16» — не корпус для модульных устройств: выберите пластиковый бокс или металлический корпус.',
      },
    ]);
  });

  it('reports a device that does not go on a DIN rail', () => {
    expect(checkDesign(design('enc-12', [item('b16'), item('socket', { label: 'Гараж' })]), facts)).toEqual([
      {
        level: 'error',
        code: 'not-modular',
        message: '«Розетка настенная» (ряд 1, «Гараж») не ставится на DIN-рейку: уберите это устройство из ряда.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });
});

describe('products gone from the catalogue', () => {
  it('names the id, the row and the label, and takes no room for it', () => {
    const findings = checkDesign(design('enc-12', [item('b16', { quantity: 12 }), item('iek-old-breaker', { label: 'Кухня' })]), facts);
    expect(findings).toEqual([
      {
        level: 'error',
        code: 'product-missing',
        message: 'Товара «iek-old-breaker» (ряд 1, «Кухня») больше нет в каталоге: замените устройство.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('says only the row when there is no label', () => {
    expect(only(checkDesign(design('enc-24', [], [item('gone')]), facts), 'product-missing')[0]?.message).toBe(
      'Товара «gone» (ряд 2) больше нет в каталоге: замените устройство.',
    );
  });
});

describe('an RCD must not be overloaded', () => {
  it('warns when the breakers behind it add up to more and the input is rated higher, naming it and the sum', () => {
    const findings = checkDesign(design('enc-12', [input('in40'), item('rcd25', { label: 'Кухня' }), item('b16'), item('b16')]), facts);
    expect(findings).toEqual([
      {
        level: 'warning',
        code: 'rcd-overloaded',
        message:
          `«УЗО 25» (ряд 1, «Кухня»): номинал 25${nbsp}А, автоматы за ним — в сумме 32${nbsp}А, вводной — 40${nbsp}А. ` +
          `УЗО не защищено от перегрузки: возьмите УЗО на 40${nbsp}А или больше.`,
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('warns without an input too, and says so', () => {
    const [finding] = checkDesign(design('enc-12', [item('rcd25'), item('b16', { quantity: 2 })]), facts);
    expect(finding).toMatchObject({ level: 'warning', code: 'rcd-overloaded', rowIndex: 0, itemIndex: 0 });
    expect(finding?.message).toBe(
      `«УЗО 25» (ряд 1): номинал 25${nbsp}А, автоматы за ним — в сумме 32${nbsp}А, вводной не отмечен. ` +
        `УЗО не защищено от перегрузки: возьмите УЗО на 32${nbsp}А или больше либо отметьте вводной автомат не больше 25${nbsp}А.`,
    );
  });

  it('is content when the sum fits, even with a bigger input', () => {
    expect(checkDesign(design('enc-12', [input('in40'), item('rcd25'), item('b16'), item('b6')]), facts)).toEqual([]);
  });

  it('is content with a sum exactly at its rating', () => {
    expect(checkDesign(design('enc-12', [item('rcd40'), item('b40')]), facts)).toEqual([]);
    expect(checkDesign(design('enc-12', [item('rcd40'), item('b16', { quantity: 2 }), item('b6')]), facts)).toEqual([]);
  });

  it('is content when the input is rated no higher than it, whatever the sum', () => {
    expect(checkDesign(design('enc-12', [input('in40'), item('rcd40'), item('b16', { quantity: 4 })]), facts)).toEqual([]);
  });

  it('counts RCBOs behind it, but not SPDs, and ends a group at the next RCD or the row end', () => {
    const ok = design('enc-24', [item('rcd25'), item('b16'), item('spd'), item('rcd25'), item('rcbo16')], [item('b16'), item('b16')]);
    expect(checkDesign(ok, facts)).toEqual([]);
    const over = design('enc-24', [item('rcd25'), item('b6'), item('rcbo16'), item('b6')]);
    expect(codes(checkDesign(over, facts))).toEqual(['rcd-overloaded']);
  });
});

describe('no group breaker above the input', () => {
  it('warns about a breaker rated above the input', () => {
    const findings = checkDesign(design('enc-12', [input('in40'), item('b50', { label: 'Плита' })]), facts);
    expect(findings).toEqual([
      {
        level: 'warning',
        code: 'breaker-above-input',
        message:
          `«Автомат 50» (ряд 1, «Плита»): номинал 50${nbsp}А больше, чем у вводного (40${nbsp}А), — при перегрузке линии ` +
          'отключится весь щит. Возьмите автомат не больше вводного.',
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
  });

  it('accepts a breaker equal to the input, an RCD above it, and anything when no input is marked', () => {
    // Equal ratings are not above the input; they are not selective either, which is the selectivity rule's to say.
    expect(codes(checkDesign(design('enc-12', [input('in40'), item('b40'), item('rcd63'), item('b16')]), facts))).toEqual(['selectivity']);
    expect(checkDesign(design('enc-12', [item('b40'), item('b50')]), facts)).toEqual([]);
  });
});

describe('the input', () => {
  it('must be one', () => {
    expect(checkDesign(design('enc-12', [input('in40'), input('b40')]), facts)).toEqual([
      {
        level: 'error',
        code: 'several-inputs',
        message: 'Вводным отмечено несколько устройств («Вводной 40», «Автомат 40»): вводной должен быть один.',
      },
    ]);
  });

  it('should be a breaker, an RCBO or a switch-disconnector', () => {
    expect(checkDesign(design('enc-12', [input('rcd40'), item('b16')]), facts)).toEqual([
      {
        level: 'warning',
        code: 'input-kind',
        message: 'Вводным отмечено «УЗО 40» (ряд 1), а вводным ставят автоматический выключатель, дифавтомат или выключатель нагрузки.',
        rowIndex: 0,
        itemIndex: 0,
      },
    ]);
  });
});

describe('socket lines want 30 mA protection', () => {
  it('hints at a socket line behind no RCD', () => {
    expect(checkDesign(design('enc-12', [item('b16', { label: 'Кухня, розетки' }), item('rcd40'), item('b16')]), facts)).toEqual([
      {
        level: 'hint',
        code: 'socket-line-unprotected',
        message:
          `Розеточная линия «Кухня, розетки» (ряд 1) без УЗО: поставьте её автомат за УЗО на 30${nbsp}мА ` +
          'или замените его дифавтоматом.',
        rowIndex: 0,
        itemIndex: 0,
      },
    ]);
  });

  it('tells a socket line by «розет» in any case', () => {
    for (const label of ['РОЗЕТКИ', 'Розеточная группа', 'спальня: розетка']) {
      expect(codes(checkDesign(design('enc-12', [item('b16', { label })]), facts)), label).toEqual(['socket-line-unprotected']);
    }
    expect(checkDesign(design('enc-12', [item('b16', { label: 'Свет, кухня' })]), facts)).toEqual([]);
  });

  it('is content behind a 30 mA RCD or as a 30 mA RCBO', () => {
    expect(checkDesign(design('enc-12', [item('rcd40'), item('b16', { label: 'Розетки' })]), facts)).toEqual([]);
    expect(checkDesign(design('enc-12', [item('rcbo16', { label: 'Розетки' })]), facts)).toEqual([]);
  });

  it('hints when the protection is for 100 mA', () => {
    expect(checkDesign(design('enc-12', [item('rcd-fire'), item('b16', { label: 'Розетки' })]), facts)).toEqual([
      {
        level: 'hint',
        code: 'socket-line-leakage',
        message:
          `Розеточная линия «Розетки» (ряд 1) защищена от утечки на 100${nbsp}мА: ` +
          `для розеток нужно УЗО или дифавтомат на 30${nbsp}мА.`,
        rowIndex: 0,
        itemIndex: 1,
      },
    ]);
    expect(codes(checkDesign(design('enc-12', [item('rcbo16-100', { label: 'Розетки' })]), facts))).toEqual(['socket-line-leakage']);
  });

  it('leaves the input alone, whatever its label', () => {
    expect(checkDesign(design('enc-12', [input('in40', 'Ввод, розетки и свет')]), facts)).toEqual([]);
  });
});

it('lists errors first, then warnings, then hints', () => {
  const findings = checkDesign(
    design('enc-12', [input('in40'), item('b50', { label: 'Розетки' }), item('b16', { quantity: 10 })], [item('b16')]),
    facts,
  );
  expect(findings.map((f) => f.level)).toEqual(['error', 'error', 'warning', 'hint']);
  expect(codes(findings)).toEqual(['row-overflow', 'too-many-rows', 'breaker-above-input', 'socket-line-unprotected']);
});
