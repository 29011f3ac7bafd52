/*
 * mceliece/avx2/fft-consts-gen.c: writes mceliece/avx2/fft-consts.h, the constants of the
 * additive FFT of mceliece/avx2/fft.h for m = 12 and m = 13, computed here from the basis
 * rather than typed in. Not compiled by the harness:
 *   cc -o /tmp/mc-fft-gen common/mceliece/avx2/fft-consts-gen.c
 *   /tmp/mc-fft-gen > common/mceliece/avx2/fft-consts.h
 * The FFT (Gao-Mateer, as McBits lays it out; fft.h explains the shape) evaluates at the
 * point bitrev_m(i) for output index i = 64 w + b (slot w, lane b), so index bit k stands for
 * the basis element z^(m-1-k). Lanes are index bits 0..5; the L = m - 6 slot bits are split
 * one per level, level l splitting index bit 6 + l with the basis B_l:
 *   B_0[k] = z^(m-1-k);  b_l = B_l[6 + l];  gamma_i = B_l[i] / b_l;
 *   B_(l+1)[i] = gamma_i^2 + gamma_i  (the basis of x^2 + x on the other points).
 * Level l scales the polynomial by b_l (coefficient i times b_l^i) before its Taylor
 * expansion at x^2 + x, and its butterflies multiply by the twiddle
 *   sum of c_i gamma_i over the bits i not yet split (lanes, slot bits above l).
 * The transposed FFT has one level more, L, splitting lane bit 5 (2^(L+1) coefficients).
 * Public domain (CC0).
 */
#include <stdint.h>
#include <stdio.h>

static int m, L;

static unsigned gf_mul(unsigned a, unsigned b)
{
  unsigned r = 0, poly = m == 12 ? (1u << 12 | 1u << 3 | 1) : (1u << 13 | 1u << 4 | 1u << 3 | 1u << 1 | 1);
  int i;
  for (i = 0; i < m; ++i)
    if (b >> i & 1) r ^= a << i;
  for (i = 2 * m - 2; i >= m; --i)
    if (r >> i & 1) r ^= poly << (i - m);
  return r;
}

static unsigned gf_inv(unsigned a)
{
  unsigned r = 1;
  int i;
  for (i = 0; i < (1 << m) - 2; ++i) r = gf_mul(r, a);
  return r;
}

static unsigned gf_pow(unsigned a, unsigned e)
{
  unsigned r = 1;
  while (e--) r = gf_mul(r, a);
  return r;
}

static unsigned bitrev(unsigned a)
{
  unsigned r = 0;
  int k;
  for (k = 0; k < m; ++k) r |= (a >> k & 1) << (m - 1 - k);
  return r;
}

/* the twiddle of level l for slot w (its bit l is 0) and lane b */
static unsigned twiddle(const unsigned *gamma, int l, unsigned w, unsigned b)
{
  unsigned r = 0;
  int i;
  for (i = 0; i < 6; ++i)
    if (b >> i & 1) r ^= gamma[i];
  for (i = l + 1; i < L; ++i)
    if (w >> i & 1) r ^= gamma[6 + i];
  return r;
}

/* the m bit planes of 64 values (lane b = val[b]) */
static void print_planes(const unsigned *val, const char *indent)
{
  int k, b;
  for (k = 0; k < m; ++k) {
    uint64_t word = 0;
    for (b = 0; b < 64; ++b) word |= (uint64_t) (val[b] >> k & 1) << b;
    printf("%sUINT64_C(0x%016llx),\n", indent, (unsigned long long) word);
  }
}

static void generate(void)
{
  unsigned basis[13], gamma[13], val[64], b, binv;
  int l, i, k, q, u, g, lane, S;

  L = m - 6;
  S = 1 << L;
  for (k = 0; k < m; ++k) basis[k] = 1u << (m - 1 - k);
  printf("#if MCELIECE_M == %d\n", m);
  /* the scalings of levels 0 .. L: level L (the transposed FFT's extra level, which
     splits lane bit 5) over 2^(L+1) positions; the FFT uses the first 2^L */
  printf("static const uint64_t mc_fft_scale[%d][%d][%d] = {\n", L + 1, m, S / 32);
  for (l = 0; l <= L; ++l) {
    b = basis[l < L ? 6 + l : 5];
    binv = gf_inv(b);
    printf("  {\n");
    for (k = 0; k < m; ++k) {
      printf("    {");
      for (q = 0; q < S / 32; ++q) {
        uint64_t word = 0;
        for (i = 0; i < 64; ++i) word |= (uint64_t) (gf_pow(b, (unsigned) (64 * q + i) >> l) >> k & 1) << i;
        printf(" UINT64_C(0x%016llx),", (unsigned long long) word);
      }
      printf(" },\n");
    }
    printf("  },\n");
    for (i = 0; i < m; ++i) gamma[i] = gf_mul(basis[i], binv);
    if (l == L) {
      /* level L's butterfly, the same in every slot: lane b holds tw = sum over lane bits
         0..4 of c_i gamma_i, plus 1 where bit 5 is set (u + tw v, u + (tw + 1) v) */
      for (i = 0; i < 64; ++i) {
        unsigned tw = (i >> 5 & 1) ? 1 : 0;
        for (k = 0; k < 5; ++k)
          if (i >> k & 1) tw ^= gamma[k];
        val[i] = tw;
      }
    }
    for (i = 0; i < m; ++i) basis[i] = gf_mul(gamma[i], gamma[i]) ^ gamma[i];
  }
  printf("};\n");
  printf("static const uint64_t mc_fft_lane_tw[%d] = {\n", m);
  print_planes(val, "  ");
  printf("};\n");

  /* the twiddles, recomputing the gammas level by level */
  printf("static const uint64_t mc_fft_tw01[2][%d][%d][4] = {\n", S / 8, m);
  for (k = 0; k < m; ++k) basis[k] = 1u << (m - 1 - k);
  for (l = 0; l < L; ++l) {
    binv = gf_inv(basis[6 + l]);
    for (i = 0; i < m; ++i) gamma[i] = gf_mul(basis[i], binv);
    if (l < 2) {
      /* levels 0 and 1 pair slots inside a group of 4: fft.h regroups two groups (8H..8H+7)
         into u (lanes: slots 8H + 0 4 2 6 at level 0, 8H + 0 1 4 5 at level 1) */
      static const int lane_slot[2][4] = { { 0, 4, 2, 6 }, { 0, 1, 4, 5 } };
      printf("  {\n");
      for (g = 0; g < S / 8; ++g) {
        printf("    {\n");
        for (k = 0; k < m; ++k) {
          printf("      {");
          for (lane = 0; lane < 4; ++lane) {
            uint64_t word = 0;
            for (i = 0; i < 64; ++i)
              word |= (uint64_t) (twiddle(gamma, l, (unsigned) (8 * g + lane_slot[l][lane]), (unsigned) i) >> k & 1) << i;
            printf(" UINT64_C(0x%016llx),", (unsigned long long) word);
          }
          printf(" },\n");
        }
        printf("    },\n");
      }
      printf("  },\n");
      if (l == 1) {
        printf("};\n");
        /* levels 2 .. L-1: one twiddle per u = w >> (l + 1), the same in the 4 lanes; level l
           at offset 2^(L-1-l) - 1 */
        printf("static const uint64_t mc_fft_tw[%d][%d] = {\n", (1 << (L - 2)) - 1, m);
      }
    }
    for (i = 0; i < m; ++i) basis[i] = gf_mul(gamma[i], gamma[i]) ^ gamma[i];
  }
  /* second walk for levels >= 2, in the order of the offsets: l = L-1 first */
  for (l = L - 1; l >= 2; --l) {
    int j;
    for (k = 0; k < m; ++k) basis[k] = 1u << (m - 1 - k);
    for (j = 0; j < l; ++j) {
      binv = gf_inv(basis[6 + j]);
      for (i = 0; i < m; ++i) gamma[i] = gf_mul(basis[i], binv);
      for (i = 0; i < m; ++i) basis[i] = gf_mul(gamma[i], gamma[i]) ^ gamma[i];
    }
    binv = gf_inv(basis[6 + l]);
    for (i = 0; i < m; ++i) gamma[i] = gf_mul(basis[i], binv);
    for (u = 0; u < 1 << (L - 1 - l); ++u) {
      printf("  { /* level %d, u %d */\n", l, u);
      for (i = 0; i < 64; ++i) val[i] = twiddle(gamma, l, (unsigned) u << (l + 1), (unsigned) i);
      print_planes(val, "    ");
      printf("  },\n");
    }
  }
  printf("};\n");

  /* alpha^(2^L) at every point, slot w = 4 G + lane */
  printf("static const uint64_t mc_fft_powers[%d][%d][4] = {\n", S / 4, m);
  for (g = 0; g < S / 4; ++g) {
    printf("  {\n");
    for (k = 0; k < m; ++k) {
      printf("    {");
      for (lane = 0; lane < 4; ++lane) {
        uint64_t word = 0;
        for (i = 0; i < 64; ++i)
          word |= (uint64_t) (gf_pow(bitrev((unsigned) (64 * (4 * g + lane) + i)), 1u << L) >> k & 1) << i;
        printf(" UINT64_C(0x%016llx),", (unsigned long long) word);
      }
      printf(" },\n");
    }
    printf("  },\n");
  }
  printf("};\n#endif\n");
}

int main(void)
{
  printf("/* mceliece/avx2/fft-consts.h: generated by mceliece/avx2/fft-consts-gen.c (the scalings,\n"
         "   twiddles and powers of the additive FFT in mceliece/avx2/fft.h); do not edit.\n"
         "   Public domain (CC0). */\n");
  printf("#ifndef MCELIECE_AVX2_FFT_CONSTS_H\n#define MCELIECE_AVX2_FFT_CONSTS_H\n\n#include <stdint.h>\n\n");
  m = 12;
  generate();
  m = 13;
  generate();
  printf("\n#endif\n");
  return 0;
}
