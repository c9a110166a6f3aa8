// Cache keys of data the server may hand to the web app inside the page (seo routes) and the web
// app fetches itself: both sides must name it alike for the embedded copy to be found.
export const businessDetailKey = (id: number) => ['business', id] as const;
