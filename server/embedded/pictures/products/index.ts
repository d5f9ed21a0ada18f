export { renderProductPicture } from './picture';
export { renderProductDocument, type ProductDocumentInput } from './document';
