/* fault fixture: the real SHA-256 (hash.c) plus a global outside CRYPTO_NAMESPACE */
int fixture_global_outside_the_namespace = 1;
