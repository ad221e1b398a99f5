/* onnx_round_trip.h: a test model of one [1, 3, 4] input imported, exported, imported again and run. */
#ifndef TESTS_ONNX_ROUND_TRIP_H
#define TESTS_ONNX_ROUND_TRIP_H

#include <stdint.h>

/*
 * Loads PATH and checks that it imports as COUNT nodes of operator OP and
 * none opaque, that its export names ONNX type TYPE (NULL: not checked)
 * and imports again as the same COUNT nodes, and that both graphs map
 * x[i] = i - 5.5 to want(i, x[i]) within 1e-6.
 */
void onnx_round_trip_1x3x4(const char *path, int32_t op, int count, const char *type, float (*want)(int i, float x));

/* Loads PATH and checks that it imports with no node of OP and one opaque node. */
void onnx_stays_opaque(const char *path, int32_t op);

#endif
