package org.goldilocks.bench.guest.suite;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

import org.goldilocks.bench.guest.Workers;

/**
 * A ray tracer: an n x n image of spheres on a large floor sphere, two point lights with shadows,
 * Phong highlights and up to {@link #DEPTH} reflections. The scene is built by the main
 * thread (plain fields, not final) and only read by the workers, which take rows from an
 * AtomicInteger and write their pixels into one shared image. Vectors are small immutable objects,
 * as in most tracers, so a run allocates a great deal. Check: every pixel written, and every
 * sixteenth row traced again by the main thread, pixel for pixel.
 */
final class RayTracer extends Program {
    static final int DEPTH = 3;

    private Scene scene;
    private int[] image;

    RayTracer(int size, int threads) {
        super(size, threads, 1);
    }

    record Vec(double x, double y, double z) {
        Vec plus(Vec o) {
            return new Vec(x + o.x, y + o.y, z + o.z);
        }

        Vec minus(Vec o) {
            return new Vec(x - o.x, y - o.y, z - o.z);
        }

        Vec times(double s) {
            return new Vec(x * s, y * s, z * s);
        }

        Vec times(Vec o) {
            return new Vec(x * o.x, y * o.y, z * o.z);
        }

        double dot(Vec o) {
            return x * o.x + y * o.y + z * o.z;
        }

        Vec unit() {
            return times(1 / Math.sqrt(dot(this)));
        }
    }

    /** Mutable fields on purpose: a scene object as most programs write one, shared read-only. */
    static final class Sphere {
        Vec center;
        double radius;
        Vec color;
        double reflect;

        Sphere(Vec center, double radius, Vec color, double reflect) {
            this.center = center;
            this.radius = radius;
            this.color = color;
            this.reflect = reflect;
        }

        /** Distance along the ray to the nearest hit in front of the origin, or +infinity. */
        double hit(Vec origin, Vec dir) {
            Vec oc = origin.minus(center);
            double b = oc.dot(dir);
            double disc = b * b - oc.dot(oc) + radius * radius;
            if (disc < 0) {
                return Double.POSITIVE_INFINITY;
            }
            double root = Math.sqrt(disc);
            double t = -b - root;
            if (t > 1e-6) {
                return t;
            }
            t = -b + root;
            return t > 1e-6 ? t : Double.POSITIVE_INFINITY;
        }
    }

    static final class Light {
        Vec position;
        Vec color;

        Light(Vec position, Vec color) {
            this.position = position;
            this.color = color;
        }
    }

    static final class Scene {
        Sphere[] spheres;
        Light[] lights;
        Vec ambient;
        Vec eye;

        static Scene build() {
            Scene s = new Scene();
            Sphere[] spheres = new Sphere[10];
            spheres[0] = new Sphere(new Vec(0, -1000, 0), 999, new Vec(0.6, 0.6, 0.55), 0.2);
            for (int i = 1; i < spheres.length; i++) {
                double angle = 2 * Math.PI * i / (spheres.length - 1);
                double ring = 1.2 + 0.4 * (i % 3);
                spheres[i] = new Sphere(new Vec(ring * StrictMath.cos(angle), -0.6 + 0.1 * (i % 4), 4 + ring * StrictMath.sin(angle)),
                                0.3 + 0.05 * (i % 3), new Vec(0.2 + 0.8 * ((i * 37) % 10) / 10.0, 0.2 + 0.8 * ((i * 53) % 10) / 10.0,
                                                0.2 + 0.8 * ((i * 71) % 10) / 10.0), 0.1 * (i % 4));
            }
            s.spheres = spheres;
            s.lights = new Light[] {new Light(new Vec(-4, 5, 0), new Vec(0.7, 0.7, 0.7)), new Light(new Vec(3, 3, 1), new Vec(0.4, 0.35, 0.3))};
            s.ambient = new Vec(0.08, 0.08, 0.1);
            s.eye = new Vec(0, 0.5, -1);
            return s;
        }
    }

    @Override
    protected void prepare() {
        scene = Scene.build();
    }

    @Override
    protected void run() throws Exception {
        int[] pixels = new int[size * size];
        Arrays.fill(pixels, -1);
        AtomicInteger nextRow = new AtomicInteger();
        Workers.run(threads, "raytracer", id -> {
            for (int y; (y = nextRow.getAndIncrement()) < size;) {
                traceRow(pixels, y);
            }
        });
        image = pixels;
    }

    private void traceRow(int[] pixels, int y) {
        for (int x = 0; x < size; x++) {
            Vec dir = new Vec((x + 0.5) / size - 0.5, 0.5 - (y + 0.5) / size, 1).unit();
            pixels[y * size + x] = rgb(trace(scene.eye, dir, 0));
        }
    }

    private Vec trace(Vec origin, Vec dir, int depth) {
        Sphere nearest = null;
        double t = Double.POSITIVE_INFINITY;
        for (Sphere s : scene.spheres) {
            double d = s.hit(origin, dir);
            if (d < t) {
                t = d;
                nearest = s;
            }
        }
        if (nearest == null) {
            return new Vec(0.1, 0.15, 0.3).times(1 - dir.y);
        }
        Vec point = origin.plus(dir.times(t));
        Vec normal = point.minus(nearest.center).unit();
        Vec color = scene.ambient.times(nearest.color);
        for (Light light : scene.lights) {
            Vec toLight = light.position.minus(point);
            double distance = Math.sqrt(toLight.dot(toLight));
            Vec l = toLight.times(1 / distance);
            double diffuse = normal.dot(l);
            if (diffuse <= 0 || shadowed(point, l, distance)) {
                continue;
            }
            Vec half = l.minus(dir).unit();
            double specular = Math.max(0, normal.dot(half));
            for (int i = 0; i < 5; i++) {
                specular *= specular;
            }
            color = color.plus(nearest.color.times(light.color).times(diffuse)).plus(light.color.times(specular));
        }
        if (depth < DEPTH && nearest.reflect > 0) {
            Vec reflected = dir.minus(normal.times(2 * dir.dot(normal)));
            color = color.times(1 - nearest.reflect).plus(trace(point, reflected, depth + 1).times(nearest.reflect));
        }
        return color;
    }

    private boolean shadowed(Vec point, Vec l, double distance) {
        for (Sphere s : scene.spheres) {
            if (s.hit(point, l) < distance) {
                return true;
            }
        }
        return false;
    }

    private static int rgb(Vec c) {
        return channel(c.x) << 16 | channel(c.y) << 8 | channel(c.z);
    }

    private static int channel(double v) {
        return (int) Math.round(255 * Math.min(1, Math.max(0, v)));
    }

    @Override
    protected long check() {
        int[] again = new int[size * size];
        long d = size;
        for (int y = 0; y < size; y++) {
            d = checkRow(again, y, d);
        }
        return d;
    }

    /** Every pixel of row y written; every sixteenth row traced again, the same. */
    private long checkRow(int[] again, int y, long d) {
        if (y % 16 == 0) {
            traceRow(again, y);
        }
        for (int i = y * size; i < (y + 1) * size; i++) {
            if (image[i] < 0) {
                throw new WrongResult("raytracer: pixel " + i + " was not written");
            }
            if (y % 16 == 0 && image[i] != again[i]) {
                throw new WrongResult("raytracer: pixel " + i + " is " + image[i] + ", traced again " + again[i]);
            }
            d = fold(d, image[i]);
        }
        return d;
    }
}
