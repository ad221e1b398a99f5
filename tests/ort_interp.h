/* ort_interp.h: a test model run by tasoc's reference interpreter and by ONNX Runtime on the same inputs, before and after its export. */
#ifndef TESTS_ORT_INTERP_H
#define TESTS_ORT_INTERP_H

#include <stdint.h>

/*
 * Loads PATH, checks that it imports as COUNT nodes of operator OP and none
 * opaque, runs it in the reference interpreter on the inputs ONNX Runtime's
 * worker draws from SEED (tools/ort_seeded.py: the same generator, here in
 * C), and compares every output with ONNX Runtime's run of the file: the
 * largest difference must be within TOL of the output's largest magnitude
 * (0: bit for bit). Then exports the graph and checks that ONNX Runtime
 * computes the same on the written file as on PATH, bit for bit when
 * SAME_NODES (the export writes the nodes it read), and that it imports
 * again as COUNT nodes of OP. Skips the test, saying so, where ONNX
 * Runtime is not installed (make deps).
 */
void ort_interp_check(const char *path, int32_t op, int count, uint32_t seed, double tol, int same_nodes);

#endif
