import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('quotes cells with separators, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('  =1')).toBe("'  =1");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', null, 'b'])).toBe('a,,b\r\n');
  });
});
