/**
 * The Metrika goals the site reaches, under their exact names (docs/operations.md, "Goals and
 * e-commerce"): marketing creates JavaScript-event goals with these identifiers in the counter.
 * Renaming one here breaks its reports, so the names are part of the operations contract.
 */
export const goals = {
  quoteRequestSent: 'quote_request_sent',
  specificationExported: 'specification_exported',
  calculationNoteDownloaded: 'calculation_note_downloaded',
  designResultOpened: 'design_result_opened',
  registrationCompleted: 'registration_completed',
} as const;

export type Goal = keyof typeof goals;
export type GoalName = (typeof goals)[Goal];
