/**
 * Words people type for what the catalogue names otherwise (docs/behaviour.md, "Search"). Kept by
 * hand: add a line when a brand, a series or a device is asked for under a name the catalogue does
 * not use. Spellings are written as people type them; case, ё and word forms do not matter (each is
 * read through the same rules as the catalogue, server/embedded/catalog/search-terms.ts).
 */
export interface SynonymGroup {
  /** Spellings of one thing: a query with any of them finds what any of them finds. */
  same: readonly string[];
  /**
   * Narrower things a query with one of `same` also finds, ranked after the things themselves, but
   * not the other way round: «УЗО» also offers differential breakers, «дифавтомат» offers no УЗО.
   */
  alsoFinds?: readonly string[];
}

export const synonymGroups: readonly SynonymGroup[] = [
  // Makers, in the Latin the catalogue writes them and the Russian people say them in.
  { same: ['Schneider', 'Schneider Electric', 'шнайдер', 'шнейдер', 'шнайдер электрик', 'шнейдер электрик'] },
  { same: ['IEK', 'иек', 'иэк', 'ИЕК'] },
  { same: ['EKF', 'екф', 'экф', 'ЕКФ'] },
  { same: ['ABB', 'абб', 'АББ'] },
  { same: ['Legrand', 'легранд', 'легран'] },
  { same: ['КЭАЗ', 'кеаз', 'KEAZ'] },
  { same: ['DEKraft', 'декрафт'] },
  { same: ['Werkel', 'веркель', 'веркел'] },
  { same: ['Feron', 'ферон'] },
  { same: ['LEDVANCE', 'ледванс', 'леванс'] },
  { same: ['Камкабель', 'kamkabel'] },
  { same: ['Севкабель', 'sevkabel'] },
  { same: ['Конкорд', 'konkord', 'concord'] },
  { same: ['Инкотекс', 'incotex', 'инкотекс меркурий'] },
  { same: ['Энергомера', 'energomera'] },
  { same: ['Тайпит', 'taipit'] },
  { same: ['DS Electronics', 'дс электроникс', 'ДС электроникс'] },
  { same: ['Евроавтоматика', 'F&F', 'ФиФ', 'эф энд эф'] },
  { same: ['PROxima', 'проксима'] },
  { same: ['Меркурий', 'mercury'] },
  { same: ['Нева', 'neva'] },
  { same: ['Acti9', 'акти9', 'акти 9'] },
  { same: ['Easy9', 'изи9', 'изи 9'] },
  { same: ['Resi9', 'рези9', 'рези 9'] },
  { same: ['TeSys', 'тесис'] },
  // Devices by their short and long names.
  { same: ['автомат', 'автоматический выключатель', 'выключатель автоматический'] },
  {
    same: [
      'дифавтомат',
      'АВДТ',
      'диф автомат',
      'дифференциальный автомат',
      'автомат дифференциальный',
      'автоматический выключатель дифференциального тока',
    ],
  },
  {
    same: ['УЗО', 'ВДТ', 'выключатель дифференциального тока', 'устройство защитного отключения'],
    alsoFinds: ['дифавтомат', 'АВДТ'],
  },
  { same: ['УЗИП', 'ОПН', 'ограничитель перенапряжения', 'устройство защиты от импульсных перенапряжений'] },
  { same: ['контактор', 'пускатель', 'магнитный пускатель'] },
  { same: ['щит', 'щиток', 'бокс'] },
  { same: ['счетчик', 'электросчетчик', 'счетчик электроэнергии'] },
];
