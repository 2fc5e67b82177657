export declare const withStaticImports: (
  starts: Iterable<string>,
  importsOf: (name: string) => Iterable<string> | undefined,
) => Set<string>;
