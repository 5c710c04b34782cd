import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Figures more than one page quotes, and the one module each comes from. Page
 * copy interpolates them (`${TRIAL_DAYS}-day trial`); a number typed next to
 * its unit is a second source that will drift from the first.
 */
const FIGURES: { figure: string; source: string; patterns: RegExp[] }[] = [
  { figure: 'breakdown minutes', source: 'PITCH_MINUTES (contracts/breakdown.ts)', patterns: [/\b167[- ]minutes?\b/i] },
  { figure: 'breakdown rows', source: 'BREAKDOWN_ROWS (contracts/breakdown.ts)', patterns: [/\b170 (rows|moments)\b/i] },
  { figure: 'breakdown techniques', source: 'NAMED_TECHNIQUES (contracts/breakdown.ts)', patterns: [/\b47\+/] },
  {
    figure: 'saving against Gong',
    source: 'GONG_MAX_SAVING_PERCENT, gongSavingPercent (contracts/enterprise-offer.ts)',
    patterns: [/\b\d{1,2}%\s*(lower|less|cheaper)\b/i],
  },
  {
    figure: 'pilot and trial days',
    source: 'ENTERPRISE_PILOT, PILOT_LENGTH (contracts/enterprise-offer.ts), TRIAL_DAYS (contracts/catalogue.ts)',
    patterns: [/\b14[- ]?days?\b/i, /\bday 14\b/i, /\bextended to 30\b/i, /\b30[- ]day performance\b/i, /\bKPIs? within 30 days\b/i],
  },
  {
    figure: 'deletion deadline and raw metadata retention',
    source: 'ERASURE_DEADLINE_DAYS (contracts/privacy.ts), or as configured through usePolicyFigures (lib/privacy/policy-figures.ts)',
    patterns: [/\b(delet|eras)\w*[^.;]* within \d+ days\b/i, /\b(user[- ]agent|hashed IP)[^.;]* \d+ days\b/i],
  },
  {
    figure: 'prices',
    source: 'CATALOGUE, TEAM_PLAN with formatPrice (contracts/catalogue.ts)',
    patterns: [/\$(497|1,497|59|590|79|119|89|997)(?![\d,])/],
  },
];

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The words a file puts on a page: string and template literals and JSX text, never comments or code. */
function copyOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('shared figures', () => {
  it('appear in the site’s copy only through their source, never typed again', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(root)) {
      for (const text of copyOf(file)) {
        for (const { figure, source, patterns } of FIGURES) {
          const found = patterns.map((pattern) => pattern.exec(text)?.[0]).find(Boolean);
          if (found) offences.push(`${relative(root, file)}: "${found}" (${figure}) in "${text.trim().slice(0, 80)}"; use ${source}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});
