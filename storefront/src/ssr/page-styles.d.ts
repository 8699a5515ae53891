/** Each page module's own styles for the head of its server-rendered HTML (build/pageStyles.ts). */
declare module 'virtual:page-styles' {
  const styles: Readonly<Record<string, string>>;
  export default styles;
}
