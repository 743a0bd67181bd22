package org.goldilocks.corpus;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Reading what a run reported: human report blocks on stderr, the JSON report, guest source markers and printed ids. */
final class ReportParts {
    static final String REPORTS = "org.goldilocks.corpus.reports.";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern BLOCK = Pattern.compile("=== goldilocks: data race #(\\d+) ===\\n(.*?)=== end of data race #\\1 ===\\n", Pattern.DOTALL);

    private ReportParts() {
    }

    /** One human report block, split into its lines. */
    record TextRace(int id, String variable, String currentHeader, List<String> currentFrames, String earlierHeader,
                    List<String> earlierFrames, boolean earlierPartial) {
    }

    static List<TextRace> textRaces(String stderr) {
        List<TextRace> races = new ArrayList<>();
        Matcher m = BLOCK.matcher(stderr);
        while (m.find()) {
            List<String> lines = m.group(2).lines().toList();
            int i = 0;
            String variable = lines.get(i++);
            String currentHeader = lines.get(i++);
            List<String> currentFrames = new ArrayList<>();
            while (lines.get(i).startsWith("\tat ")) {
                currentFrames.add(lines.get(i++).substring(4));
            }
            String earlierHeader = lines.get(i++);
            List<String> earlierFrames = new ArrayList<>();
            while (i < lines.size() && lines.get(i).startsWith("\tat ")) {
                earlierFrames.add(lines.get(i++).substring(4));
            }
            boolean partial = i < lines.size() && lines.get(i).startsWith("\t(only the racing frame was recorded");
            races.add(new TextRace(Integer.parseInt(m.group(1)), variable, currentHeader, currentFrames, earlierHeader, earlierFrames, partial));
        }
        return races;
    }

    static JsonNode json(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The race of the JSON report whose variable has this name. */
    static JsonNode raceOn(JsonNode report, String variableName) {
        for (JsonNode r : report.get("races")) {
            if (r.get("variable").get("name").asText().equals(variableName)) {
                return r;
            }
        }
        throw new AssertionError("no race on " + variableName + " in " + report.toPrettyString());
    }

    /** The line of {@code // <marker>} (the whole comment) in a corpus source file. */
    static int line(String className, String marker) {
        Path source = CorpusProgram.SOURCES.resolve(className.replace('.', '/') + ".java");
        try {
            List<String> lines = Files.readAllLines(source);
            Pattern p = Pattern.compile("//\\s*" + Pattern.quote(marker) + "\\s*$");
            for (int i = 0; i < lines.size(); i++) {
                if (p.matcher(lines.get(i)).find()) {
                    return i + 1;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("no // " + marker + " in " + source);
    }

    /** {@code IDS <program> key=value...} lines printed by the report subjects: program -> key -> value. */
    static Map<String, Map<String, String>> ids(String stdout) {
        Map<String, Map<String, String>> ids = new HashMap<>();
        for (String l : stdout.lines().toList()) {
            if (l.startsWith("IDS ")) {
                String[] parts = l.split(" ");
                Map<String, String> m = new HashMap<>();
                for (int i = 2; i < parts.length; i++) {
                    int eq = parts[i].indexOf('=');
                    m.put(parts[i].substring(0, eq), parts[i].substring(eq + 1));
                }
                ids.put(parts[1], m);
            }
        }
        return ids;
    }
}
