/* svg.c -- a line plot of cycles against message length as a standalone SVG file: axes with
 * ticks, a grid, labels and a legend; the y axis turns logarithmic when the curves end more
 * than a decade apart (their values at the longest length differ by more than 10x). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "report.h"

#define ML 78.0
#define MT 46.0
#define PW 560.0
#define PH 360.0
static const char *colors[10] = { "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
                                  "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22" };
static const char *dashes[4] = { "", " stroke-dasharray=\"7 3\"", " stroke-dasharray=\"2 2\"",
                                 " stroke-dasharray=\"9 3 2 3\"" };

static const char *tick(double v)
{
  static char b[4][32];
  static int k;
  char *p = b[k++ & 3];
  if (v >= 1e6) snprintf(p, 32, "%gM", v / 1e6);
  else if (v >= 1e4) snprintf(p, 32, "%gk", v / 1e3);
  else snprintf(p, 32, "%g", v);
  return p;
}

static double nicestep(double range)
{
  double e = pow(10, floor(log10(range))), r = range / e;
  return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * e;
}

struct axis { double lo, hi; int log; };

static double ypix(const struct axis *a, double y)
{
  if (a->log) {
    if (y < a->lo) y = a->lo;
    return MT + PH - PH * (log10(y) - log10(a->lo)) / (log10(a->hi) - log10(a->lo));
  }
  return MT + PH - PH * (y - a->lo) / (a->hi - a->lo);
}

static void yaxis(FILE *f, struct axis *a, struct curve *c, int nc)
{
  double mn = 0, mx = 0, emn = 0, emx = 0, v, s;
  int i, j, first = 1;
  for (i = 0; i < nc; ++i) {
    for (j = 0; j < c[i].n; ++j) {
      v = c[i].y[j];
      if (v > mx) mx = v;
      if (v > 0 && (mn == 0 || v < mn)) mn = v;
    }
    if (c[i].n && (v = c[i].y[c[i].n - 1]) > 0) {
      if (first || v < emn) emn = v;
      if (first || v > emx) emx = v;
      first = 0;
    }
  }
  if (mx <= 0) mx = 1;
  a->log = emn > 0 && emx / emn > 10;
  if (a->log) {
    a->lo = pow(10, floor(log10(mn)));
    a->hi = pow(10, ceil(log10(mx)));
    if (a->hi <= a->lo) a->hi = a->lo * 10;
    for (v = a->lo; v <= a->hi * 1.001; v *= 10)
      for (j = 1; j <= 5; j += (j == 1 ? 1 : 3)) {
        double t = v * j, y = ypix(a, t);
        if (t > a->hi * 1.001 || (j > 1 && a->hi / a->lo > 1000)) continue;
        fprintf(f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>\n", ML, ML + PW, y, y, j == 1 ? "#d9dee4" : "#eef1f4");
        fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", ML - 6, y + 4, tick(t));
      }
    return;
  }
  s = nicestep(mx / 6);
  a->lo = 0;
  a->hi = ceil(mx / s) * s;
  for (v = 0; v <= a->hi * 1.0001; v += s) {
    double y = ypix(a, v);
    fprintf(f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#e3e7eb\"/>\n", ML, ML + PW, y, y);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", ML - 6, y + 4, tick(v));
  }
}

static double xaxis(FILE *f, struct curve *c, int nc)
{
  double mx = 0, s, v, hi;
  int i;
  for (i = 0; i < nc; ++i) if (c[i].n && c[i].x[c[i].n - 1] > mx) mx = c[i].x[c[i].n - 1];
  if (mx <= 0) mx = 1;
  if (mx >= 64) for (s = 1; s < mx / 8; s *= 2) ;     /* bytes: power-of-two steps (512 to 4096) */
  else s = nicestep(mx / 8);
  hi = ceil(mx / s) * s;
  for (v = 0; v <= hi * 1.0001; v += s) {
    double x = ML + PW * v / hi;
    fprintf(f, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#e3e7eb\"/>\n", x, x, MT, MT + PH);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n", x, MT + PH + 17, tick(v));
  }
  return hi;
}

/* legend order = order of the curves at their right ends, top first, so each entry sits
 * beside the place its curve ends */
static int topfirst(const void *a, const void *b)
{
  const struct curve *x = a, *y = b;
  double u = x->n ? x->y[x->n - 1] : 0, v = y->n ? y->y[y->n - 1] : 0;
  return u > v ? -1 : u < v;
}

int svg_plot(const char *path, const char *title, const char *ylabel, struct curve *c, int nc)
{
  FILE *f;
  struct axis a;
  double xhi, h = MT + PH + 58, lx = ML + PW + 26;
  int i, j;
  if (MT + 16.0 * nc + 24 > h) h = MT + 16.0 * nc + 24;
  if (write_open(&f, path)) return -1;
  qsort(c, (size_t)nc, sizeof *c, topfirst);
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"920\" height=\"%.0f\" viewBox=\"0 0 920 %.0f\" "
             "font-family=\"Helvetica,Arial,sans-serif\" font-size=\"12\" fill=\"#1d2125\">\n<title>", h, h);
  hputs(f, title);
  fprintf(f, "</title>\n<rect width=\"920\" height=\"%.0f\" fill=\"#fff\"/>\n", h);
  fprintf(f, "<text x=\"%.1f\" y=\"24\" font-size=\"15\" font-weight=\"600\">", ML);
  hputs(f, title);
  fputs("</text>\n", f);
  yaxis(f, &a, c, nc);
  xhi = xaxis(f, c, nc);
  fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" stroke=\"#8a949e\"/>\n", ML, MT, PW, PH);
  fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">message length (bytes)</text>\n", ML + PW / 2, MT + PH + 40);
  fprintf(f, "<text transform=\"translate(18 %.1f) rotate(-90)\" text-anchor=\"middle\">", MT + PH / 2);
  hputs(f, ylabel);
  fputs(a.log ? " (log scale)</text>\n" : "</text>\n", f);
  for (i = 0; i < nc; ++i) {
    double lastx = -10;
    const char *col = colors[i % 10], *da = dashes[(i / 10) % 4];
    fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.6\"%s points=\"", col, da);
    for (j = 0; j < c[i].n; ++j) {
      double x = ML + PW * c[i].x[j] / xhi;
      if (x - lastx < 1.0 && j != c[i].n - 1) continue;     /* one point per pixel column */
      fprintf(f, "%.1f,%.1f ", x, ypix(&a, c[i].y[j]));
      lastx = x;
    }
    fprintf(f, "\"/>\n<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2.2\"%s/>\n",
            lx, lx + 22, MT + 16.0 * i + 6, MT + 16.0 * i + 6, col, da);
    fprintf(f, "<text x=\"%.1f\" y=\"%.1f\">", lx + 28, MT + 16.0 * i + 10);
    hputs(f, c[i].label);
    fputs("</text>\n", f);
  }
  if (!nc) fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">no measurements</text>\n", ML + PW / 2, MT + PH / 2);
  fputs("</svg>\n", f);
  fclose(f);
  return 0;
}
