// 'Descargar mis datos' is a plain link: the answer's Content-Disposition makes the browser save
// the JSON file, with the session cookie the link already carries.
export const EXPORT_URL = '/api/account/export';
